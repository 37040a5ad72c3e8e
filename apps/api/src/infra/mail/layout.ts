import type { Locale } from '@trades/contracts';

const VIEW_IN_BROWSER: Record<Locale, string> = {
  en: 'View this e-mail in your browser',
  pl: 'Wyświetl tę wiadomość w przeglądarce',
  no: 'Vis denne e-posten i nettleseren',
  ua: 'Переглянути цей лист у браузері',
};

const FOOTER: Record<Locale, string> = {
  en: 'Trades Marketplace · Lublin, Poland',
  pl: 'Trades Marketplace · Lublin, Polska',
  no: 'Trades Marketplace · Lublin, Polen',
  ua: 'Trades Marketplace · Люблін, Польща',
};

/** Why a mail comes, unless the mail says otherwise (a contact form's copy goes to someone who may have no account). */
const ACCOUNT_REASON: Record<Locale, string> = {
  en: 'You receive this e-mail because of your account with us.',
  pl: 'Otrzymujesz tę wiadomość w związku z kontem w naszym serwisie.',
  no: 'Du mottar denne e-posten på grunn av kontoen din hos oss.',
  ua: 'Ви отримали цей лист у звʼязку з вашим обліковим записом.',
};

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A list of links after the paragraphs (a digest's offers). */
  links?: { label: string; url: string }[];
  action?: { label: string; url: string };
  /** A small note under the mail with a link (why it came, and the job alerts' unsubscribe link). */
  footer?: { text: string; link: { label: string; url: string } };
  /** Why the recipient gets the mail, when it is not their account with us. */
  reason?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One simple, inline-styled layout for every e-mail (mail clients ignore style sheets). */
export function renderEmail(content: EmailContent, locale: Locale, readingUrl: string): { html: string; text: string } {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const links = content.links?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${content.links.map((link) => `<li style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:#1c7ed6">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = content.footer
    ? `<p style="font-size:12px;color:#495057;margin:8px 0 0">${escapeHtml(content.footer.text)} <a href="${escapeHtml(content.footer.link.url)}" style="color:#495057">${escapeHtml(content.footer.link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale === 'ua' ? 'uk' : locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529"><div style="max-width:600px;margin:0 auto;padding:24px"><p style="font-size:12px;text-align:right;margin:0 0 12px"><a href="${escapeHtml(readingUrl)}" style="color:#495057">${VIEW_IN_BROWSER[locale]}</a></p><div style="background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:22px;margin:0 0 20px">${escapeHtml(content.heading)}</h1>${paragraphs}${links}${action}</div><p style="font-size:12px;color:#868e96;margin:16px 0 0">${escapeHtml(`${FOOTER[locale]} · ${content.reason ?? ACCOUNT_REASON[locale]}`)}</p>${footer}</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.links?.length ? [...content.links.map((link) => `- ${link.label}: ${link.url}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    `${VIEW_IN_BROWSER[locale]}: ${readingUrl}`,
    ...(content.footer ? ['', content.footer.text, `${content.footer.link.label}: ${content.footer.link.url}`] : []),
  ].join('\n');
  return { html, text };
}
