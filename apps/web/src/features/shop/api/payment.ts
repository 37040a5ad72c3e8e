import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderCancelAnswer, PaymentAnswer, PaymentMethod, RecreatePaymentBody, RegisterPaymentBody } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { SHOP_QUERY_KEY } from './shop-query-key';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** GET /v1/payment/methods: card, BLIK, wallets, transfer; the first is preselected. */
export function fetchPaymentMethods(): Promise<{ items: PaymentMethod[] }> {
  return api<{ items: PaymentMethod[] }>('/v1/payment/methods');
}

export function usePaymentMethods() {
  return useQuery({ queryKey: [...SHOP_QUERY_KEY, 'payment-methods', currentLocale()], queryFn: fetchPaymentMethods, staleTime: Infinity });
}

/** POST /v1/payment/transaction/register/{cartUuid}: the cart becomes an order; answers where to pay. */
export function registerPayment({ cartUuid, body }: { cartUuid: string; body: RegisterPaymentBody }): Promise<PaymentAnswer> {
  return api<PaymentAnswer>(`/v1/payment/transaction/register/${cartUuid}`, { method: 'POST', body });
}

/** POST /v1/payment/transaction/recreate/{orderUuid}: a new payment for an order whose payment failed; a waiting order answers its own. */
export function recreatePayment({ orderUuid, body }: { orderUuid: string; body: RecreatePaymentBody }): Promise<PaymentAnswer> {
  return api<PaymentAnswer>(`/v1/payment/transaction/recreate/${orderUuid}`, { method: 'POST', body });
}

/** Placing an order empties the cart and adds an order, so both reload. */
export function useRegisterPayment() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: registerPayment, onSettled: () => void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY }) });
}

export function useRecreatePayment() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: recreatePayment, onSettled: () => void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY }) });
}

/** POST /v1/shop/order/{uuid}/cancel: an unpaid order is cancelled (5); a repeat changes nothing. */
export function cancelOrder(orderUuid: string): Promise<OrderCancelAnswer> {
  return api<OrderCancelAnswer>(`/v1/shop/order/${encodeURIComponent(orderUuid)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: cancelOrder, onSettled: () => void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY }) });
}
