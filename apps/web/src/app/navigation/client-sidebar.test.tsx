import { act, screen } from '@testing-library/react';
import { LOCALES } from '@trades/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { useScrollToHash } from '@/components/use-scroll-to-hash';
import { i18n, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { ClientSidebar } from './client-sidebar';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
  resetBrowserState();
});

const EXPECTED = {
  en: { billing: 'Billing details', sales: 'Sales data' },
  pl: { billing: 'Dane do faktury', sales: 'Dane sprzedażowe' },
  no: { billing: 'Fakturaopplysninger', sales: 'Salgsdata' },
  ua: { billing: 'Платіжні реквізити', sales: 'Дані про продажі' },
} as const;

describe('employer menu', () => {
  it.each(LOCALES)('"Billing details" opens the company data in the settings, and the sales statistics are called sales data (%s)', async (locale) => {
    await act(() => i18n.changeLanguage(locale));
    renderWithProviders(<ClientSidebar />, { route: '/user' });
    expect(screen.getByRole('link', { name: EXPECTED[locale].billing }).getAttribute('href')).toBe('/client/settings#company-data');
    expect(screen.getByRole('link', { name: EXPECTED[locale].sales }).getAttribute('href')).toBe('/user/sales-data');
  });

  it('brings the section the link names into view once the page shows it', () => {
    const scrolled = vi.fn();
    function Settings() {
      useScrollToHash();
      return (
        <section
          id="company-data"
          ref={(element) => {
            if (element) element.scrollIntoView = scrolled;
          }}
        >
          Company data
        </section>
      );
    }
    renderWithProviders(
      <Routes>
        <Route path="/client/settings" element={<Settings />} />
      </Routes>,
      { route: '/client/settings#company-data' },
    );
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });
});
