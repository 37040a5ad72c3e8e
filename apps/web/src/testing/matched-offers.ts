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
    partsScore: 87,
    scoreBreakdown: [
      { dimension: 'profession', score: 100, weight: 25, points: 25, met: true, knockOut: false, hints: [] },
      { dimension: 'languages', score: 75, weight: 8, points: 6, met: true, knockOut: false, hints: [{ key: 'addLanguage', required: false, params: { language: 'Norwegian', level: 'A2' } }] },
      {
        dimension: 'skillsProfessionals',
        score: 70,
        weight: 20,
        points: 14,
        met: false,
        knockOut: false,
        hints: [{ key: 'raiseRating', required: true, params: { item: 'Timber framing', rating: 3.5, current: 2 } }],
      },
      { dimension: 'experience', score: 50, weight: 6, points: 3, met: false, knockOut: false, hints: [{ key: 'experience', params: { years: 4 } }] },
      { dimension: 'availability', score: 50, weight: 4, points: 2, met: false, knockOut: false, hints: [{ key: 'availableFrom', params: { date: '2026-12-01' } }] },
    ],
    isApplied: false,
    allowMatchApply: true,
    readiness: READINESS,
    ...overrides,
  };
}

/** A match a required certificate and language knocked out: the parts add up to 72, the score is capped at 40. */
export function cappedMatch(id: number): MatchedOffer {
  return matchedOffer(id, {
    score: 40,
    partsScore: 72,
    scoreBreakdown: [
      { dimension: 'profession', score: 100, weight: 25, points: 25, met: true, knockOut: false, hints: [] },
      {
        dimension: 'certificates',
        score: 0,
        weight: 8,
        points: 0,
        met: false,
        knockOut: true,
        hints: [
          { key: 'addCertificate', required: true, params: { item: 'SEP E1' } },
          { key: 'addCertificate', required: true, params: { item: 'UDT forklift' } },
          { key: 'addCertificate', required: false, params: { item: 'First aid' } },
        ],
      },
      { dimension: 'languages', score: 0, weight: 8, points: 0, met: false, knockOut: true, hints: [{ key: 'addLanguage', required: true, params: { language: 'English', level: 'B1' } }] },
    ],
  });
}
