import type { MailReading, OutboxItem } from '@trades/contracts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';

const LINK = /https?:\/\/[^\s<>"'()]+/g;

/** Every distinct http(s) link in a text, in order; trailing punctuation is not part of a link. */
export function extractLinks(text: string): string[] {
  const links = (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}

export function readingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/mail/reading/${token}`;
}

export function toMailReading(message: OutboxMessage): MailReading {
  return {
    subject: message.subject,
    html: message.html,
    text: message.text,
    channel: message.channel,
    locale: message.locale,
    createdAt: message.createdAt.toISOString(),
  };
}

export function toOutboxItem(message: OutboxMessage, publicUrl: string): OutboxItem {
  return {
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    template: message.template,
    status: message.status,
    locale: message.locale,
    createdAt: message.createdAt.toISOString(),
    readingToken: message.readingToken,
    readingUrl: readingUrl(publicUrl, message.readingToken),
    html: message.html,
    text: message.text,
    links: extractLinks(message.text),
    headers: message.headers ?? {},
    attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
  };
}

interface MediaRange {
  type: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  return header
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.trim().toLowerCase().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { type: type.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((range) => range.type !== '');
}

/**
 * True when the client explicitly asks for HTML at least as much as for JSON: a browser
 * navigating to the page. `*\/*` alone (fetch, curl) means JSON.
 */
export function prefersHtml(acceptHeader: string | undefined): boolean {
  const ranges = parseAccept(acceptHeader ?? '');
  const html = ranges.find((r) => r.type === 'text/html');
  if (!html || html.q <= 0) return false;
  const json =
    ranges.find((r) => r.type === 'application/json') ??
    ranges.find((r) => r.type === 'application/*') ??
    ranges.find((r) => r.type === '*/*');
  if (!json) return true;
  if (html.q !== json.q) return html.q > json.q;
  // A tie goes to whichever type is named first; a wildcard never beats an explicit text/html.
  return json.type !== 'application/json' || ranges.indexOf(html) < ranges.indexOf(json);
}
