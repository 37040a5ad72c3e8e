/** Letters that do not decompose into a base letter plus a mark. */
const SPECIAL: Record<string, string> = { ø: 'o', æ: 'ae', å: 'a', ł: 'l', ß: 'ss', đ: 'd', þ: 'th', œ: 'oe' };

/**
 * The URL part after the id: lower-case ASCII words joined by hyphens ('Sveiser – Ålesund' ->
 * 'sveiser-alesund'). Letters of other scripts are dropped, so a title in Cyrillic alone gives ''.
 */
export function slugify(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase()
    .replace(/[øæåłßđþœ]/g, (char) => SPECIAL[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}
