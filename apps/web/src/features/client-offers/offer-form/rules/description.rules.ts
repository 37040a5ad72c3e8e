import { OFFER_DESCRIPTION_MAX_LENGTH, OFFER_DESCRIPTION_WARNING_REMAINING, descriptionLength } from '@trades/contracts';

/* The description's counter and its empty document. */

export type CounterTone = 'normal' | 'low' | 'over';

/** Characters left of the 5,000 counted without markup; low under 50, negative when over. */
export function descriptionCounter(html: string): { remaining: number; tone: CounterTone } {
  const remaining = OFFER_DESCRIPTION_MAX_LENGTH - descriptionLength(html);
  return { remaining, tone: remaining < 0 ? 'over' : remaining < OFFER_DESCRIPTION_WARNING_REMAINING ? 'low' : 'normal' };
}

/** The editor's empty document is a lone empty paragraph: that is no description. */
export function normalizedDescription(html: string): string {
  return /^<p>(\s|<br\s*\/?>)*<\/p>$/i.test(html.trim()) ? '' : html;
}
