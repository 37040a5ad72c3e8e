import { screen, within } from '@testing-library/react';
import type { InvoiceRegister } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { InvoicesPage } from './invoices-page';

const REGISTER: InvoiceRegister = {
  period: '2026-11',
  items: [
    { id: 3, number: 'FV/2026/11/0003', kind: 'VAT', issueDate: '2026-11-20', saleDate: '2026-11-20', orderNumber: 'ZAM/2026/11/0007', correctsNumber: null, buyer: { name: 'Budpol Sp. z o.o.', address: 'ul. Długa 5/2, 00-238 Warszawa', country: 'PL', taxId: '5260250274' }, vatTreatment: 'standard', net: 200, vat: 46, gross: 246, currency: 'PLN', ksef: { number: null, status: null } },
    { id: 4, number: 'KOR/2026/11/0001', kind: 'KOR', issueDate: '2026-11-21', saleDate: '2026-11-20', orderNumber: 'ZAM/2026/11/0007', correctsNumber: 'FV/2026/11/0003', buyer: { name: 'Budpol Sp. z o.o.', address: 'ul. Długa 5/2, 00-238 Warszawa', country: 'PL', taxId: '5260250274' }, vatTreatment: 'standard', net: -200, vat: -46, gross: -246, currency: 'PLN', ksef: { number: null, status: null } },
  ],
  totals: { net: 0, vat: 0, gross: 0 },
};

afterEach(resetBrowserState);

describe('the operator’s sales register', () => {
  it('shows the month’s sales register with corrections and totals', async () => {
    mockFetch(({ url }) => {
      if (url.startsWith('/v1/operator/invoices?period=')) return jsonResponse(200, REGISTER);
      return undefined;
    });
    renderWithProviders(<InvoicesPage />);
    const table = within(await screen.findByTestId('sales-register'));
    expect(table.getByText('KOR/2026/11/0001')).toBeTruthy();
    expect(table.getByText('corrects FV/2026/11/0003')).toBeTruthy();
    expect(table.getAllByText('-PLN 2.46')).toHaveLength(1);
    expect(table.getAllByText('PLN 0.00')).toHaveLength(3);
  });
});
