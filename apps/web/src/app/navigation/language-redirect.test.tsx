import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { languageLink, languageRedirect } from './language-redirect';
import { languageRedirectLoader } from './language-redirect-loader';

describe('the /lang/{languageId}/{redirectionPath} rule', () => {
  it('goes home for "main" and to the decoded path otherwise', () => {
    expect(languageRedirect('pl', 'main', 'en')).toEqual({ locale: 'pl', to: '/' });
    expect(languageRedirect('no', '%2Fuser%2Fsettings', 'en')).toEqual({ locale: 'no', to: '/user/settings' });
    expect(languageRedirect('ua', 'search/query/showAll=true', 'en')).toEqual({ locale: 'ua', to: '/search/query/showAll=true' });
    expect(languageRedirect('en', '%2Fdocuments%2Fcookies%3Ftab%3D1', 'pl')).toEqual({ locale: 'en', to: '/documents/cookies?tab=1' });
  });

  it('builds the link of this page in another language, which the rule reads back', () => {
    expect(languageLink('ua', '/search/query/showAll=true', '')).toBe('/lang/ua/search/query/showAll=true');
    expect(languageLink('pl', '/', '')).toBe('/lang/pl/');
    expect(languageLink('no', '/offer/7-sveiser-bergen', '?matched=abc')).toBe('/lang/no/offer/7-sveiser-bergen?matched=abc');
    // The router hands the rule the path after the language (its query is the link's own, kept by the loader).
    expect(languageRedirect('ua', 'search/query/showAll=true', 'en')).toEqual({ locale: 'ua', to: '/search/query/showAll=true' });
    expect(languageRedirect('pl', '', 'en')).toEqual({ locale: 'pl', to: '/' });
  });

  it('reads language ids the way the API does and keeps the current language for unknown ones', () => {
    expect(languageRedirect('uk', 'main', 'en').locale).toBe('ua');
    expect(languageRedirect('en-GB', 'main', 'pl').locale).toBe('en');
    expect(languageRedirect('xx', 'main', 'no').locale).toBe('no');
  });

  it('never leaves the site', () => {
    for (const path of ['%2F%2Fevil.example%2Fx', '//evil.example', '%5C%5Cevil.example', '/\\evil.example', '']) {
      expect(languageRedirect('pl', path, 'en').to).toBe('/');
    }
    // An absolute address becomes a path of this site, which at worst is the not-found page.
    expect(languageRedirect('pl', 'https%3A%2F%2Fevil.example', 'en').to).toBe('/https://evil.example');
  });
});

describe('the /lang route', () => {
  afterEach(async () => {
    resetBrowserState();
    await i18n.changeLanguage('en');
  });

  it('switches and stores the language, then redirects', async () => {
    mockFetch(() => undefined);
    const { router } = renderRoutes(
      [
        { path: '/lang/:languageId/*', loader: languageRedirectLoader, element: null, hydrateFallbackElement: <p>switching</p> },
        { path: '*', element: <p>page</p> },
      ],
      '/lang/pl/%2Fcontact',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(window.localStorage.getItem('locale')).toBe('pl');
    expect(i18n.language).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('sends "main" to the home page', async () => {
    mockFetch(() => undefined);
    const { router } = renderRoutes(
      [
        { path: '/lang/:languageId/*', loader: languageRedirectLoader, element: null, hydrateFallbackElement: <p>switching</p> },
        { path: '*', element: <p>page</p> },
      ],
      '/lang/ua/main',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('locale')).toBe('ua');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('keeps the link’s query: a mail’s unsubscribe link opens its page with the token, in the mail’s language', async () => {
    mockFetch(() => undefined);
    const { router } = renderRoutes(
      [
        { path: '/lang/:languageId/*', loader: languageRedirectLoader, element: null, hydrateFallbackElement: <p>switching</p> },
        { path: '*', element: <p>page</p> },
      ],
      '/lang/pl/job-alerts/unsubscribe?token=12.abc',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-alerts/unsubscribe'));
    expect(router.state.location.search).toBe('?token=12.abc');
    expect(i18n.language).toBe('pl');
  });
});
