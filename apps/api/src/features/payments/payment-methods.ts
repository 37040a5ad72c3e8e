import type { Locale, PaymentMethod } from '@trades/contracts';

/*
 * The payment methods offered (platform.md 9): card, BLIK, Apple and Google Pay, bank transfer.
 * `provider_method_id` is ours; each provider maps it (Przelewy24: to a `channel` bit mask).
 */

interface MethodDefinition {
  id: number;
  code: 'card' | 'blik' | 'wallet' | 'transfer';
  title: Record<Locale, string>;
  /** Przelewy24 `channel`: 1 cards and wallets, 2 transfers, 8192 BLIK. */
  p24Channel: number;
}

const METHODS: readonly MethodDefinition[] = [
  { id: 1, code: 'card', title: { pl: 'Karta płatnicza', en: 'Payment card', no: 'Betalingskort', ua: 'Платіжна картка' }, p24Channel: 1 },
  { id: 2, code: 'blik', title: { pl: 'BLIK', en: 'BLIK', no: 'BLIK', ua: 'BLIK' }, p24Channel: 8192 },
  { id: 3, code: 'wallet', title: { pl: 'Apple Pay i Google Pay', en: 'Apple Pay and Google Pay', no: 'Apple Pay og Google Pay', ua: 'Apple Pay і Google Pay' }, p24Channel: 1 },
  { id: 4, code: 'transfer', title: { pl: 'Przelew online', en: 'Online bank transfer', no: 'Nettbankoverføring', ua: 'Онлайн-переказ' }, p24Channel: 2 },
];

export function paymentMethods(locale: Locale): PaymentMethod[] {
  return METHODS.map((method) => ({ provider_method_id: method.id, code: method.code, title: method.title[locale], logo: `/payment-methods/${method.code}.svg` }));
}

export function isPaymentMethod(id: number): boolean {
  return METHODS.some((method) => method.id === id);
}

export function p24ChannelOf(id: number | null | undefined): number | undefined {
  return METHODS.find((method) => method.id === id)?.p24Channel;
}
