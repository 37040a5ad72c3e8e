import { MAX_SAVED_OFFERS } from '@trades/contracts';

/** What the candidate's save of an offer finds. */
export interface SaveSituation {
  alreadySaved: boolean;
  /** The offer is in the public list now (active, inside its publication window, its employer not blocked). */
  isPublic: boolean;
  /** How many offers the candidate keeps saved. */
  numSaved: number;
}

/**
 * What a save does: nothing when the offer is saved already (a double click, even after the offer ended), a new
 * bookmark for a public offer under the limit; an offer that is not public is not found (404), as on its page.
 */
export function saveOutcome(situation: SaveSituation): 'kept' | 'save' | 'notFound' | 'limitReached' {
  if (situation.alreadySaved) return 'kept';
  if (!situation.isPublic) return 'notFound';
  if (situation.numSaved >= MAX_SAVED_OFFERS) return 'limitReached';
  return 'save';
}
