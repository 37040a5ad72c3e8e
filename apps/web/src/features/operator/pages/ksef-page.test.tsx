import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorKsefPage, OperatorKsefRow } from '@trades/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_LAYOUT_QUERY } from '@/components/use-card-layout';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { KsefPage } from './ksef-page';

const ROW: OperatorKsefRow = {
  invoiceId: 12,
  invoiceNumber: 'FV/2026/11/0012',
  kind: 'VAT',
  buyer: { name: 'Fjordbygg AS', taxId: '923456783', country: 'NO' },
  gross: 10_000,
  currency: 'PLN',
  status: 'rejected',
  stuck: false,
  ksefNumber: null,
  lastError: '450 Błąd weryfikacji semantyki dokumentu faktury; Nieprawidłowy identyfikator nabywcy',
  attempts: 1,
  resends: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
  sentAt: '2026-11-20T10:00:05.000Z',
  decidedAt: '2026-11-20T10:05:00.000Z',
};
const ACCEPTED: OperatorKsefRow = {
  ...ROW,
  invoiceId: 11,
  invoiceNumber: 'FV/2026/11/0011',
  buyer: { name: 'Budpol Sp. z o.o.', taxId: '5260250274', country: 'PL' },
  gross: 12_300,
  status: 'accepted',
  ksefNumber: '5260250274-20261120-0A1B2C3D4E5F-7A',
  lastError: null,
};
const page = (items: OperatorKsefRow[], enabled = true): OperatorKsefPage => ({
  enabled,
  items,
  page: 1,
  pageSize: 25,
  total: items.length,
  counts: { pending: 0, sent: 0, accepted: 1, rejected: 1, stuck: 0 },
});

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('the operator’s KSeF page', () => {
  it('lists the submissions with the counts and KSeF’s message, and resends a rejected one once however often Resend is pressed', async () => {
    let resent = false;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/operator/ksef?page=1') return jsonResponse(200, page(resent ? [{ ...ROW, status: 'pending', resends: 1, attempts: 0 }, ACCEPTED] : [ROW, ACCEPTED]));
      if (url === '/v1/operator/ksef?page=1&status=rejected') return jsonResponse(200, page([ROW]));
      if (url === '/v1/operator/ksef/12/resend' && method === 'POST') {
        resent = true;
        return jsonResponse(200, { message: 'The invoice is queued to be sent to KSeF again.', resent: true, item: { ...ROW, status: 'pending', resends: 1 } });
      }
      return undefined;
    });
    renderWithProviders(<KsefPage />);
    const rejected = within(await screen.findByTestId('ksef-FV/2026/11/0012'));
    expect(rejected.getByText('Fjordbygg AS')).toBeTruthy();
    expect(rejected.getByText(/Nieprawidłowy identyfikator nabywcy/)).toBeTruthy();
    expect(rejected.getByText('rejected')).toBeTruthy();
    const accepted = within(screen.getByTestId('ksef-FV/2026/11/0011'));
    expect(accepted.getByText(/5260250274-20261120-0A1B2C3D4E5F-7A/)).toBeTruthy();
    expect(accepted.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.getByRole('tab', { name: /rejected/ }).textContent).toContain('1');

    const resend = rejected.getByRole('button', { name: 'Resend invoice FV/2026/11/0012 to KSeF' });
    fireEvent.click(resend);
    fireEvent.click(resend);
    expect(await screen.findByText('The invoice is queued to be sent to KSeF again.')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/operator/ksef/12/resend')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByTestId('ksef-FV/2026/11/0012')).getByText('waiting')).toBeTruthy());

    fireEvent.click(screen.getByRole('tab', { name: /rejected/ }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/operator/ksef?page=1&status=rejected')).toBe(true));
  });

  it('shows rows as cards on a phone, a stuck one with its resend', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === CARD_LAYOUT_QUERY, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
    );
    mockFetch(({ url }) => (url === '/v1/operator/ksef?page=1' ? jsonResponse(200, page([{ ...ROW, status: 'sent', stuck: true, lastError: null }])) : undefined));
    renderWithProviders(<KsefPage />);
    const card = within(await screen.findByTestId('ksef-FV/2026/11/0012'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByText('stuck')).toBeTruthy();
    expect(card.getByText('Buyer')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Resend invoice FV/2026/11/0012 to KSeF' })).toBeTruthy();
  });

  it('says when sending is off and offers no resend', async () => {
    mockFetch(({ url }) => (url === '/v1/operator/ksef?page=1' ? jsonResponse(200, page([ROW], false)) : undefined));
    renderWithProviders(<KsefPage />);
    expect(await screen.findByText(/Sending invoices to KSeF is switched off/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
  });
});
