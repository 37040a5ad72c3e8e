import type { Locale } from '@trades/contracts';

/* Texts of the payments: the provider's description of a payment and the mail after it. */

const LABELS = {
  orderMailSubject: { pl: 'Płatność przyjęta: zamówienie {{number}}', en: 'Payment received: order {{number}}', no: 'Betaling mottatt: bestilling {{number}}', ua: 'Платіж отримано: замовлення {{number}}' },
  orderMailText: {
    pl: 'Dziękujemy za płatność {{amount}} zł. Faktura {{number}} jest w zakładce Faktury: {{url}}',
    en: 'Thank you for your payment of PLN {{amount}}. Invoice {{number}} is on the Invoices page: {{url}}',
    no: 'Takk for betalingen på PLN {{amount}}. Faktura {{number}} finner du under Fakturaer: {{url}}',
    ua: 'Дякуємо за оплату {{amount}} зл. Рахунок-фактура {{number}} на сторінці Рахунки: {{url}}',
  },
  paymentDescription: { pl: 'Zamówienie', en: 'Order', no: 'Bestilling', ua: 'Замовлення' },
} satisfies Record<string, Record<Locale, string>>;

export type PaymentLabel = keyof typeof LABELS;

export function paymentLabel(key: PaymentLabel, locale: Locale, values: Record<string, string> = {}): string {
  return LABELS[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
