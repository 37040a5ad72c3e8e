import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRegister, OperatorOrderDetail, OperatorOrderList, RefundBody } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const OPERATOR_QUERY_KEY = ['operator'] as const;

/** GET /v1/operator/orders?status=&q=&page=: every order, newest first, found by number or buyer. */
export function useOperatorOrders(filter: { status: number | null; q: string; page: number }) {
  const search = new URLSearchParams();
  if (filter.status !== null) search.set('status', String(filter.status));
  if (filter.q !== '') search.set('q', filter.q);
  if (filter.page > 1) search.set('page', String(filter.page));
  const query = search.toString();
  return useQuery({
    queryKey: [...OPERATOR_QUERY_KEY, 'orders', filter],
    queryFn: () => api<OperatorOrderList>(`/v1/operator/orders${query === '' ? '' : `?${query}`}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/operator/orders/{uuid}: the order with its payments, refunds and invoices. */
export function useOperatorOrder(uuid: string | null) {
  return useQuery({
    queryKey: [...OPERATOR_QUERY_KEY, 'order', uuid],
    queryFn: () => api<OperatorOrderDetail>(`/v1/operator/orders/${encodeURIComponent(uuid ?? '')}`),
    enabled: uuid !== null,
  });
}

/** GET /v1/operator/invoices?period=YYYY-MM: the month's sales register. */
export function useInvoiceRegister(period: string) {
  return useQuery({ queryKey: [...OPERATOR_QUERY_KEY, 'register', period], queryFn: () => api<InvoiceRegister>(`/v1/operator/invoices?period=${period}`) });
}

/** POST /v1/operator/orders/{uuid}/refund; everything the operator sees reloads after it. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: RefundBody }) =>
      api<{ message: string; correctionNumber: string | null }>(`/v1/operator/orders/${encodeURIComponent(uuid)}/refund`, { method: 'POST', body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: OPERATOR_QUERY_KEY }),
  });
}
