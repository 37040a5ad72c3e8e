import type { Locale } from '@trades/contracts';

/* Texts the shop puts into its answers and documents, per language. */

const LABELS = {
  net: { pl: 'netto', en: 'net', no: 'netto', ua: 'нетто' },
  perMonth: { pl: 'mies.', en: 'month', no: 'mnd.', ua: 'міс.' },
  perYear: { pl: 'rok', en: 'year', no: 'år', ua: 'рік' },
  treeOfferPublications: { pl: 'Publikacje ofert miesięcznie', en: 'Offer publications a month', no: 'Annonsepubliseringer i måneden', ua: 'Публікації вакансій на місяць' },
  treeCandidateProfiles: { pl: 'Profile kandydatów miesięcznie', en: 'Candidate profiles a month', no: 'Kandidatprofiler i måneden', ua: 'Профілі кандидатів на місяць' },
  treeMonths: { pl: 'Okres (miesiące)', en: 'Period (months)', no: 'Periode (måneder)', ua: 'Період (місяці)' },
  treeMatched: { pl: 'Dopasowani kandydaci', en: 'Matched candidates', no: 'Matchede kandidater', ua: 'Підібрані кандидати' },
  treeContacts: { pl: 'Dane kontaktowe kandydata', en: "Candidate's contact details", no: 'Kandidatens kontaktopplysninger', ua: 'Контактні дані кандидата' },
  treePublication: { pl: 'Publikacja oferty na 30 dni', en: 'Offer shown for 30 days', no: 'Annonse synlig i 30 dager', ua: 'Публікація вакансії на 30 днів' },
} satisfies Record<string, Record<Locale, string>>;

export type ShopLabel = keyof typeof LABELS;

export function shopLabel(key: ShopLabel, locale: Locale, values: Record<string, string> = {}): string {
  return LABELS[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
