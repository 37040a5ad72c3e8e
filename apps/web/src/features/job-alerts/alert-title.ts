import type { JobAlert } from '@trades/contracts';

/** An alert in words: the matched-offers alert by its kind, a search by its filters (none: every offer). */
export function alertTitle(alert: Pick<JobAlert, 'kind' | 'title'>, t: (key: string) => string): string {
  if (alert.kind === 'matched') return t('matched.title');
  return alert.title || t('searches.anyOffer');
}
