import type { Locale } from '@trades/contracts';

/* Texts of the payments: the provider's description of a payment and the mail after it ({{amount}} comes with its currency, written by formatMoney). */

const LABELS = {
  orderMailSubject: { pl: 'Płatność przyjęta: zamówienie {{number}}', en: 'Payment received: order {{number}}', no: 'Betaling mottatt: bestilling {{number}}', ua: 'Платіж отримано: замовлення {{number}}' },
  orderMailText: {
    pl: 'Dziękujemy za płatność {{amount}}. Faktura {{number}} jest w zakładce Faktury: {{url}}',
    en: 'Thank you for your payment of {{amount}}. Invoice {{number}} is on the Invoices page: {{url}}',
    no: 'Takk for betalingen på {{amount}}. Faktura {{number}} finner du under Fakturaer: {{url}}',
    ua: 'Дякуємо за оплату {{amount}}. Рахунок-фактура {{number}} на сторінці Рахунки: {{url}}',
  },
  refundMailSubject: { pl: 'Zwrot płatności: zamówienie {{number}}', en: 'Refund: order {{number}}', no: 'Refusjon: bestilling {{number}}', ua: 'Повернення коштів: замовлення {{number}}' },
  refundMailText: {
    pl: 'Zwracamy {{amount}} za zamówienie {{number}}. Pieniądze wrócą tą samą drogą, którą zapłacono.',
    en: 'We are refunding {{amount}} for order {{number}}. The money goes back the way it was paid.',
    no: 'Vi refunderer {{amount}} for bestilling {{number}}. Pengene går tilbake samme vei som de ble betalt.',
    ua: 'Повертаємо {{amount}} за замовлення {{number}}. Кошти повернуться тим самим способом, яким їх сплатили.',
  },
  refundMailCorrection: {
    pl: 'Faktura korygująca {{correction}} jest w zakładce Faktury.',
    en: 'Correction invoice {{correction}} is on the Invoices page.',
    no: 'Kreditnota {{correction}} finner du under Fakturaer.',
    ua: 'Коригувальний рахунок {{correction}} на сторінці Рахунки.',
  },
  refundMailAction: { pl: 'Faktury', en: 'Invoices', no: 'Fakturaer', ua: 'Рахунки' },
  paymentDescription: { pl: 'Zamówienie', en: 'Order', no: 'Bestilling', ua: 'Замовлення' },
} satisfies Record<string, Record<Locale, string>>;

export type PaymentLabel = keyof typeof LABELS;

export function paymentLabel(key: PaymentLabel, locale: Locale, values: Record<string, string> = {}): string {
  return LABELS[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
