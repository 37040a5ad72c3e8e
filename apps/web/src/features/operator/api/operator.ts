import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRegister, OperatorOrderDetail, OperatorOrderRow, RefundBody } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const OPERATOR_QUERY_KEY = ['operator'] as const;

/** GET /v1/operator/orders?status=: every order, newest first. */
export function useOperatorOrders(status: number | null) {
  return useQuery({
    queryKey: [...OPERATOR_QUERY_KEY, 'orders', status],
    queryFn: () => api<{ items: OperatorOrderRow[] }>(`/v1/operator/orders${status === null ? '' : `?status=${status}`}`),
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
