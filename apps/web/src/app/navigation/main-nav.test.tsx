import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '@/app/layout/site-header';
import { mockFetch, renderWithProviders, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { NAV_ITEMS, visibleNavItems } from './nav-items';

function linkNames(): string[] {
  const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('navigation items by session state', () => {
  afterEach(resetBrowserState);

  it('shows log in and register to a visitor', () => {
    mockFetch(() => undefined);
    renderWithProviders(<SiteHeader />);
    expect(linkNames()).toEqual(['Job offers', 'Contact', 'Log in', 'Register']);
    expect(screen.getByRole('link', { name: 'Job offers' }).getAttribute('href')).toBe('/search/query/showAll=true');
  });

  it('shows your account and log out to a signed-in user', async () => {
    mockFetch(signedInHandler());
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(linkNames()).toEqual(['Job offers', 'Contact', 'Your account', 'Log out']));
    expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
  });

  it('shows only the items for everyone while the session is starting', () => {
    expect(visibleNavItems('starting').map((item) => item.key)).toEqual(['jobOffers', 'contact']);
    expect(visibleNavItems('anonymous', NAV_ITEMS).some((item) => item.visibility === 'logged')).toBe(false);
    expect(visibleNavItems('authenticated', NAV_ITEMS).some((item) => item.visibility === 'not-logged')).toBe(false);
  });

  it('opens the navigation in a drawer from the labelled menu button on a phone', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happyDom.setViewport({ width: 375, height: 800 });
    try {
      mockFetch(() => undefined);
      renderWithProviders(<SiteHeader />);
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));

      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Job offers', 'Contact', 'Log in', 'Register']);
      expect(within(drawer).getByRole('button', { name: /change language/i })).toBeTruthy();
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });
});
