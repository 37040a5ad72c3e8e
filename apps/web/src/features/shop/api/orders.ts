import { useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderList } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { ORDERS_QUERY_KEY } from './shop-query-key';

/** GET /v1/shop/order: every order of the employer, newest first (the status filter is applied here, all rows on one page). */
export function fetchOrders(): Promise<OrderList> {
  return api<OrderList>('/v1/shop/order');
}

/** GET /v1/shop/order/{uuid}: `items[0]`; another employer's order is 404. */
export async function fetchOrder(uuid: string): Promise<OrderDetail | undefined> {
  return (await api<{ items: OrderDetail[] }>(`/v1/shop/order/${encodeURIComponent(uuid)}`)).items[0];
}

/** GET /v1/shop/order?status=1: the orders still waiting for their payment, newest first. */
export function fetchWaitingOrders(): Promise<OrderList> {
  return api<OrderList>('/v1/shop/order?status=1');
}

/** Asked only where it helps (an empty cart): the employer who came back from the payment page finds the order there. */
export function useWaitingOrders(enabled: boolean) {
  return useQuery({ queryKey: [...ORDERS_QUERY_KEY, 'waiting'], queryFn: fetchWaitingOrders, enabled });
}

export function useOrders() {
  return useQuery({ queryKey: [...ORDERS_QUERY_KEY, 'list'], queryFn: fetchOrders });
}

/** `refetchInterval` (given the order and how many answers came so far) follows a payment the provider has not settled yet. */
export function useOrder(uuid: string, refetchInterval: (order: OrderDetail | undefined, answers: number) => number | false) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', uuid, currentLocale()],
    queryFn: () => fetchOrder(uuid),
    refetchInterval: (query) => refetchInterval(query.state.data, query.state.dataUpdateCount),
  });
}
