import { LOCALE_TAGS, type Locale, type MatchHint, type ScoreBreakdownEntry } from '@trades/contracts';

/** The translate function of the matchedOffers namespace. */
type Translate = (key: string, options: Record<string, unknown>) => string;

/** A hint's numbers and dates as the reader's language writes them: "3,5" in Polish, "1 grudnia 2026", never 2026-12-01. */
function formatParam(name: string, value: string | number, locale: Locale): string {
  if (typeof value === 'number') return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 }).format(value);
  if (name === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  }
  return value;
}

/** A hint in the reader's language; a count of years takes the language's plural form ("3 lata", "5 lat"). */
export function matchHintText(t: Translate, hint: MatchHint, locale: Locale): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(hint.params)) values[name] = formatParam(name, value, locale);
  if (typeof hint.params.years === 'number') values.count = hint.params.years;
  return t(`hints.${hint.key}`, values);
}

/**
 * What a knock-out holds against the candidate, for the line that says why the total is capped:
 * the required items, languages and country its hints name ("SEP E1 and English B1").
 */
export function cappedBy(entries: readonly ScoreBreakdownEntry[], locale: Locale): string {
  const missing = entries
    .filter((entry) => entry.knockOut)
    .flatMap((entry) => entry.hints.filter((hint) => hint.required))
    .map(({ params }) => (params.language !== undefined ? `${params.language} ${params.level ?? ''}`.trim() : String(params.item ?? params.country ?? '')))
    .filter(Boolean);
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(missing);
}
