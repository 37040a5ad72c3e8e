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

/**
 * A slug no other offer of the same employer has, so copies and look-alike offers read apart:
 * `base`, else `base-2`, `base-3` ... An offer keeps its current slug (`base` or a numbered one)
 * while it still fits its content and nobody else has it, so saving does not move its address.
 */
export function distinctSlug(base: string, taken: ReadonlySet<string>, current?: string): string {
  if (current !== undefined && !taken.has(current) && (current === base || numberedOf(current, base) !== null)) return current;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** N of `base-N`, or null. */
function numberedOf(slug: string, base: string): number | null {
  if (!slug.startsWith(`${base}-`)) return null;
  const rest = slug.slice(base.length + 1);
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : null;
}
