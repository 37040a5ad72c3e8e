import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { SiteHeader } from './site-header';

/** The no-script stand-ins, as a browser without script shows them (index.html's .no-js-only). */
function standIns(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.no-js-only')];
}

describe('the header without script', () => {
  afterEach(resetBrowserState);

  it('offers the languages as links to this page and the phone menu as a disclosure of links, hidden while the script runs', () => {
    mockFetch(() => undefined);
    const { container } = renderWithProviders(<SiteHeader />, { route: '/search/query/showAll=true?page=2' });
    const [languages, menu] = standIns(container);
    if (!languages || !menu) throw new Error('no stand-ins');

    for (const standIn of [languages, menu]) {
      expect(window.getComputedStyle(standIn).display).toBe('none');
      expect(standIn.querySelector('details > summary')).not.toBeNull();
    }
    const languageLinks = (element: HTMLElement) => within(element).getAllByRole('link', { hidden: true }).filter((link) => link.getAttribute('href')?.startsWith('/lang/'));
    for (const standIn of [languages, menu]) {
      expect(languageLinks(standIn).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Polski', '/lang/pl/search/query/showAll=true?page=2'],
        ['English', '/lang/en/search/query/showAll=true?page=2'],
        ['Norsk (bokmål)', '/lang/no/search/query/showAll=true?page=2'],
        ['Українська', '/lang/ua/search/query/showAll=true?page=2'],
      ]);
    }
    expect(within(languages).getByText('Українська').getAttribute('lang')).toBe('uk');
    expect(within(languages).getByText('English').getAttribute('aria-current')).toBe('true');
    expect(
      within(within(menu).getByRole('navigation', { hidden: true }))
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Job offers', '/search/query/showAll=true'],
      ['Contact', '/contact'],
      ['Log in', '/sign-in'],
      ['Register', '/sign-up'],
    ]);

    // The controls that need the script are hidden without it.
    expect(screen.getByRole('button', { name: /change language/i }).classList.contains('js-only')).toBe(true);
    expect(container.querySelector('button[aria-controls="mobile-navigation"]')?.classList.contains('js-only')).toBe(true);
  });
});
