import { describe, expect, it } from 'vitest';
import { existingPage, pageCount, visiblePages } from './pagination';

describe('pagination', () => {
  it('counts pages from the total and the page size of the server', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(8, 10)).toBe(1);
    expect(pageCount(61, 10)).toBe(7);
  });

  it('shows at most six page buttons around the current page', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visiblePages(10, 20)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(visiblePages(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(visiblePages(99, 7)).toEqual([2, 3, 4, 5, 6, 7]);
    for (let page = 1; page <= 50; page += 1) {
      const pages = visiblePages(page, 50);
      expect(pages.length).toBe(6);
      expect(pages).toContain(page);
    }
    expect(visiblePages(1, 0)).toEqual([]);
  });
});

describe('existingPage', () => {
  it('moves a page past the end to the last page, or to the first when nothing was found', () => {
    expect(existingPage(999, 66, 10)).toBe(7);
    expect(existingPage(8, 66, 10)).toBe(7);
    expect(existingPage(3, 0, 10)).toBe(1);
  });

  it('keeps a page that exists', () => {
    expect(existingPage(7, 66, 10)).toBeUndefined();
    expect(existingPage(1, 0, 10)).toBeUndefined();
  });
});
