/*
 * The offer description is HTML from a rich-text editor, shown to every visitor: it is rebuilt
 * from an allow-list instead of filtered. Text is re-escaped, only the tags below are written
 * back (with no attributes but a checked href), and the content of script-like elements is
 * dropped. Whatever the input, the output can hold nothing else.
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']);
const VOID = new Set(['br']);
/** Elements whose content is code or markup, not text: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'head',
  'select',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});?/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Index just after the tag's '>'. */
  end: number;
}

/** Reads a tag starting at `start` ('<'); quoted attribute values may hold '>'. */
function readTag(html: string, start: number): Tag | undefined {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) return undefined;
  const attributes = new Map<string, string>();
  let i = start + head[0].length;
  while (i < html.length) {
    const char = html[i] as string;
    if (char === '>') return { name: (head[2] as string).toLowerCase(), closing: head[1] === '/', attributes, end: i + 1 };
    if (/[\s/]/.test(char)) {
      i++;
      continue;
    }
    const name = /^[^\s/>=]+/.exec(html.slice(i))?.[0] ?? char;
    i += name.length;
    while (i < html.length && /\s/.test(html[i] as string)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close < 0 ? html.length : close);
        i = close < 0 ? html.length : close + 1;
      } else {
        value = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
        i += value.length;
      }
    }
    if (!attributes.has(name.toLowerCase())) attributes.set(name.toLowerCase(), value);
  }
  return undefined;
}

/** The index after the closing tag of a dropped element, or the end when it is never closed. */
function skipElement(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'ig');
  close.lastIndex = from;
  const match = close.exec(html);
  if (!match) return html.length;
  const end = html.indexOf('>', match.index);
  return end < 0 ? html.length : end + 1;
}

function safeHref(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  const href = decodeEntities(raw).replace(/[\p{Cc}\s]/gu, '');
  return SAFE_HREF.test(href) ? href : undefined;
}

function openTag(tag: Tag): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const href = safeHref(tag.attributes.get('href') ?? '');
  return href ? `<a href="${escapeText(href)}" rel="nofollow noopener noreferrer" target="_blank">` : '<a>';
}

/** The description as stored and shown: only p, br, strong, b, em, i, u, ul, ol, li and a[href]. */
export function sanitizeDescription(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(decodeEntities(html.slice(i)));
      break;
    }
    out += escapeText(decodeEntities(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      if (html[lt + 1] === '!' || html[lt + 1] === '?' || html[lt + 1] === '/') {
        // Declarations, processing instructions and broken end tags are dropped.
        const end = html.indexOf('>', lt);
        i = end < 0 ? html.length : end + 1;
      } else {
        out += '&lt;';
        i = lt + 1;
      }
      continue;
    }
    i = tag.end;
    if (DROPPED_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) i = skipElement(html, tag.name, tag.end);
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    if (VOID.has(tag.name)) {
      if (!tag.closing) out += `<${tag.name}>`;
      continue;
    }
    if (!tag.closing) {
      out += openTag(tag);
      open.push(tag.name);
      continue;
    }
    // A closing tag closes the elements opened inside it; one never opened is dropped.
    const at = open.lastIndexOf(tag.name);
    if (at < 0) continue;
    while (open.length > at) out += `</${open.pop() as string}>`;
  }
  while (open.length > 0) out += `</${open.pop() as string}>`;
  return out.trim();
}
