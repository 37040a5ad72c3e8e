/** The list shows at most six page buttons. */
export const VISIBLE_PAGE_BUTTONS = 6;

export function pageCount(numTotal: number, numItemsPerPage: number): number {
  if (numTotal <= 0 || numItemsPerPage <= 0) return 0;
  return Math.ceil(numTotal / numItemsPerPage);
}

/**
 * The page numbers to show as buttons: a run of at most `max` consecutive pages holding the
 * current one, slightly ahead of it so the next pages are in reach.
 */
export function visiblePages(current: number, total: number, max: number = VISIBLE_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.max(1, Math.min(page - Math.floor((max - 1) / 2), total - max + 1));
  const end = Math.min(total, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The page to show instead of `page` when it lies past the last page of the answer (a hand-written
 * or outdated address): the last page, or the first when nothing was found; undefined when it exists.
 */
export function existingPage(page: number, numTotal: number, numItemsPerPage: number): number | undefined {
  const last = Math.max(1, pageCount(numTotal, numItemsPerPage));
  return page > last ? last : undefined;
}
