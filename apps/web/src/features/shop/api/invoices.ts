import { useQuery } from '@tanstack/react-query';
import type { InvoiceList, SalesData } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { SHOP_QUERY_KEY } from './shop-query-key';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/client-financial-account/invoices: every invoice, newest first, no paging. */
export function fetchInvoices(): Promise<InvoiceList> {
  return api<InvoiceList>('/v1/client-financial-account/invoices', { method: 'POST' });
}

export function useInvoices() {
  return useQuery({ queryKey: [...SHOP_QUERY_KEY, 'invoices'], queryFn: fetchInvoices });
}

/** GET /v1/client-financial-account/invoice/{id}/print (X-LOCALE picks the added labels): an expiring link to the PDF. */
export function printInvoice(id: number): Promise<{ invoiceDownloadUrl: string }> {
  return api<{ invoiceDownloadUrl: string }>(`/v1/client-financial-account/invoice/${id}/print`);
}

export function usePrintInvoice() {
  return useGuardedMutation({ mutationFn: printInvoice });
}

/** GET /v1/client-financial-account/invoice/{id}/ksef-xml: the invoice's structured FA(3) XML, as KSeF receives it. */
export function fetchInvoiceXml(id: number): Promise<string> {
  return api<string>(`/v1/client-financial-account/invoice/${id}/ksef-xml`);
}

export function useInvoiceXml() {
  return useGuardedMutation({ mutationFn: fetchInvoiceXml });
}

/** GET /v1/client-financial-account/sales-data: spending per month, per product, counts. */
export function fetchSalesData(): Promise<SalesData> {
  return api<SalesData>('/v1/client-financial-account/sales-data');
}

export function useSalesData() {
  return useQuery({ queryKey: [...SHOP_QUERY_KEY, 'sales-data'], queryFn: fetchSalesData });
}
