import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceRow } from '@trades/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { browser } from '../browser';
import { InvoicesPage } from './invoices-page';

const invoice = (id: number, number: string, ksefNumber: string | null = null): InvoiceRow => ({
  id,
  number,
  kind: 'VAT',
  issueDate: '2026-11-20',
  sumTotal: 5_100,
  sumVat: 1_173,
  sumGross: 6_273,
  currency: 'PLN',
  issuedAt: '2026-11-20T10:00:00Z',
  orderUuid: `o-${id}`,
  orderNumber: `ZAM/2026/11/000${id}`,
  correctsNumber: null,
  status: 'paid',
  ksefNumber,
  ksefStatus: ksefNumber ? 'accepted' : null,
});
const correction: InvoiceRow = { ...invoice(3, 'KOR/2026/11/0001'), kind: 'KOR', sumTotal: -5_100, sumVat: -1_173, sumGross: -6_273, correctsNumber: 'FV/2026/11/0002', status: 'refund' };

const happyDom = () => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('invoices page', () => {
  it('lists the invoices as paid with their worth and KSeF number, and opens one in a new tab through a fresh link', async () => {
    const tab = { go: vi.fn(), cancel: vi.fn() };
    vi.spyOn(browser, 'openPendingTab').mockReturnValue(tab);
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-financial-account/invoices' && method === 'POST') return jsonResponse(200, { items: [invoice(2, 'FV/2026/11/0002', '5260250274-20261124-0A1B2C3D4E5F-7A'), invoice(1, 'FV/2026/11/0001')] });
      if (url === '/v1/client-financial-account/invoice/2/print') return jsonResponse(200, { invoiceDownloadUrl: '/v1/files/invoice-2.pdf?signature=s' });
      return undefined;
    });
    renderWithProviders(<InvoicesPage />);

    const row = within(await screen.findByTestId('invoice-row-2'));
    expect(row.getByText('FV/2026/11/0002')).toBeTruthy();
    expect(row.getByText('PLN 51.00')).toBeTruthy();
    expect(row.getByText('PLN 62.73')).toBeTruthy();
    expect(row.getByText('Paid')).toBeTruthy();
    expect(screen.getAllByTestId(/^invoice-row-/)).toHaveLength(2);
    // The KSeF number once KSeF accepted the invoice; none before.
    expect(row.getByText('KSeF number: 5260250274-20261124-0A1B2C3D4E5F-7A')).toBeTruthy();
    expect(within(screen.getByTestId('invoice-row-1')).queryByText(/KSeF number/)).toBeNull();
    expect(row.getByText('Accepted')).toBeTruthy();
    expect(row.getByText('PLN 11.73')).toBeTruthy();
    expect(row.getByText('20/11/2026')).toBeTruthy();
    expect(row.getByText('Order ZAM/2026/11/0002')).toBeTruthy();
    expect(within(screen.getByTestId('invoice-row-1')).getByText('Not sent')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Download invoice FV/2026/11/0002 PDF' }));
    await waitFor(() => expect(tab.go).toHaveBeenCalledWith('/v1/files/invoice-2.pdf?signature=s'));
    expect(calls.find((c) => c.url.endsWith('/print'))?.headers['x-locale']).toBe('en');
  });

  it('lists a correction after a refund with its negative amounts, and saves an invoice’s XML', async () => {
    const saved = vi.spyOn(browser, 'saveText').mockImplementation(() => undefined);
    mockFetch(({ url }) => {
      if (url === '/v1/client-financial-account/invoices') return jsonResponse(200, { items: [correction, invoice(2, 'FV/2026/11/0002')] });
      if (url === '/v1/client-financial-account/invoice/3/ksef-xml') return new Response('<Faktura/>', { status: 200, headers: { 'content-type': 'application/xml' } });
      return undefined;
    });
    renderWithProviders(<InvoicesPage />);
    const row = within(await screen.findByTestId('invoice-row-3'));
    expect(row.getByText('Correction of FV/2026/11/0002')).toBeTruthy();
    expect(row.getByText('-PLN 62.73')).toBeTruthy();
    expect(row.getByText('Refund')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Download invoice KOR/2026/11/0001 XML' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('KOR-2026-11-0001.xml', '<Faktura/>', 'application/xml'));
  });

  it('closes the new tab when the link is refused, without a message', async () => {
    const tab = { go: vi.fn(), cancel: vi.fn() };
    vi.spyOn(browser, 'openPendingTab').mockReturnValue(tab);
    mockFetch(({ url }) => (url === '/v1/client-financial-account/invoices' ? jsonResponse(200, { items: [invoice(1, 'FV/2026/11/0001')] }) : undefined));
    renderWithProviders(<InvoicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice FV/2026/11/0001 PDF' }));
    await waitFor(() => expect(tab.cancel).toHaveBeenCalled());
    expect(tab.go).not.toHaveBeenCalled();
  });

  it('says when there are no invoices', async () => {
    mockFetch(({ url }) => (url === '/v1/client-financial-account/invoices' ? jsonResponse(200, { items: [] }) : undefined));
    renderWithProviders(<InvoicesPage />);
    expect(await screen.findByText('You have no invoices yet.')).toBeTruthy();
  });

  it('shows each invoice as a card on a phone, its downloads beside its number and nothing off-screen', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    try {
      mockFetch(({ url }) => (url === '/v1/client-financial-account/invoices' ? jsonResponse(200, { items: [invoice(2, 'FV/2026/11/0002', '5260250274-20261124-0A1B2C3D4E5F-7A')] }) : undefined));
      renderWithProviders(<InvoicesPage />);
      const card = await screen.findByTestId('invoice-row-2');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).toBeNull();
      const inCard = within(card);
      expect(inCard.getByRole('button', { name: 'Download invoice FV/2026/11/0002 PDF' })).toBeTruthy();
      expect(inCard.getByRole('button', { name: 'Download invoice FV/2026/11/0002 XML' })).toBeTruthy();
      // The downloads come right after the number, before the figures.
      const order = [...card.querySelectorAll('button, dt')].map((element) => element.textContent);
      expect(order.slice(0, 3)).toEqual(['PDF', 'XML', 'Issue date']);
      expect(inCard.getByText('PLN 62.73')).toBeTruthy();
      expect(inCard.getByText('Paid')).toBeTruthy();
    } finally {
      happyDom().setViewport({ width: 1024, height: 768 });
    }
  });
});
