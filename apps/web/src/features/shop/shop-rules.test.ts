import { describe, expect, it } from 'vitest';
import type { OrderRow, ShopProduct } from '@trades/contracts';
import { barPercent, canCancel, formatMonth, canRenewFromList, filterOrders, localPathOf, nextOrderFilter, orderPollInterval, orderReturnUrl, subscriptionsOf } from './shop-rules';

const row = (uuid: string, status: number): OrderRow => ({ uuid, number: `ZAM/2026/11/${uuid}`, status, dateCreated: '2026-11-01T10:00:00Z', is_recreate: false, totalNetValue: 100, totalGrossValue: 123, currency: 'PLN' });

describe('shop rules', () => {
  it('clears the active order filter when it is clicked again', () => {
    expect(nextOrderFilter(null, 3)).toBe(3);
    expect(nextOrderFilter(3, 7)).toBe(7);
    expect(nextOrderFilter(7, 7)).toBeNull();
    const rows = [row('a', 1), row('b', 7), row('c', 4)];
    expect(filterOrders(rows, 7).map((r) => r.uuid)).toEqual(['b']);
    expect(filterOrders(rows, null)).toHaveLength(3);
  });

  it('offers renewal in the list for verification failed and failed only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(canRenewFromList)).toEqual([3, 7]);
    expect([1, 2, 3, 4, 5, 6, 7].filter(canCancel)).toEqual([1, 3, 7]);
  });

  it('follows an order while it is processing, or waiting after the return from the provider', () => {
    expect(orderPollInterval(2, false, 0)).toBe(3000);
    expect(orderPollInterval(1, true, 5)).toBe(3000);
    expect(orderPollInterval(1, false, 0)).toBe(false);
    expect(orderPollInterval(4, true, 0)).toBe(false);
    expect(orderPollInterval(7, true, 0)).toBe(false);
    expect(orderPollInterval(1, true, 40)).toBe(false);
    expect(orderPollInterval(undefined, true, 0)).toBe(false);
  });

  it('returns to the order page marked as a return', () => {
    expect(orderReturnUrl('u-1')).toBe('/user/order/u-1?payment=returned');
  });

  it('keeps addresses of this site in the app and leaves others to the browser', () => {
    expect(localPathOf('http://localhost:3000/user/order/u?payment=returned', 'http://localhost:3000')).toBe('/user/order/u?payment=returned');
    expect(localPathOf('/user/order/u', 'http://localhost:3000')).toBe('/user/order/u');
    expect(localPathOf('https://elsewhere.example/x', 'http://localhost:3000')).toBeNull();
  });

  it('picks the subscriptions of a billing period', () => {
    const sub = (uuid: string, period: 'month' | 'year') => ({ uuid, period }) as ShopProduct;
    expect(subscriptionsOf([sub('m', 'month'), sub('y', 'year')], 'year').map((p) => p.uuid)).toEqual(['y']);
  });

  it('scales bars to the largest value', () => {
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(1, 10_000)).toBe(2);
    expect(barPercent(5, 0)).toBe(0);
  });

  it('names months in full in the language of the reader, so none reads "Sept" beside "Nov"', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-09', 'en')).toBe('September 2026');
    expect(formatMonth('2026-09', 'pl')).toBe('wrzesień 2026');
    expect(formatMonth('2026-09', 'no')).toBe('september 2026');
    expect(formatMonth('2026-09', 'ua')).toBe('вересень 2026 р.');
    expect(formatMonth('bad', 'en')).toBe('bad');
  });
});
