import type { MatchedOffer, MatchedOffersPrimary, Readiness } from '@trades/contracts';
import { listItem } from './offers';

/* Matched offers as the API answers them, for the component tests of /offers-matched. */

export const MATCHED_PRIMARY: MatchedOffersPrimary = {
  description: [{ heading: 'How matching works', texts: ['We compare your profile with every active offer.', 'The best matches come first.'] }],
  availableStatus: [
    { id: 1, title: 'Looking for work' },
    { id: 2, title: 'Available from a date' },
    { id: 3, title: 'Not looking' },
    { id: 4, title: 'Not specified' },
  ],
};

/** The candidate holds the D number, not yet the tax card. */
export const READINESS: Readiness = {
  items: [
    { id: 2, title: 'D number', have: true, howTo: 'Book an ID check at a tax office.' },
    { id: 1, title: 'Tax deduction card', have: false, howTo: 'Apply for a tax deduction card at skatteetaten.no.' },
  ],
  have: 1,
  total: 2,
};

export function matchedOffer(id: number, overrides: Partial<MatchedOffer> = {}): MatchedOffer {
  return {
    uuid: `match-${id}`,
    offer: listItem(id),
    score: 87,
    scoreBreakdown: [
      { dimension: 'profession', score: 100, weight: 20, met: true, knockOut: false, hint: null },
      { dimension: 'languages', score: 40, weight: 10, met: false, knockOut: true, hint: 'Add English at B1 or higher' },
      { dimension: 'skillsProfessionals', score: 70, weight: 15, met: false, knockOut: false, hint: 'Rate Timber framing 3 or higher' },
    ],
    isApplied: false,
    allowMatchApply: true,
    readiness: READINESS,
    ...overrides,
  };
}
