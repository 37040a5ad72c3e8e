import { MAX_SAVED_OFFERS } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { saveOutcome } from './saved-offers.rules.ts';

describe('saving an offer', () => {
  it('saves a public offer under the limit', () => {
    expect(saveOutcome({ alreadySaved: false, isPublic: true, numSaved: 0 })).toBe('save');
    expect(saveOutcome({ alreadySaved: false, isPublic: true, numSaved: MAX_SAVED_OFFERS - 1 })).toBe('save');
  });

  it('keeps a saved offer as it is, public or not, at the limit or not (a double click is one bookmark)', () => {
    expect(saveOutcome({ alreadySaved: true, isPublic: true, numSaved: 3 })).toBe('kept');
    expect(saveOutcome({ alreadySaved: true, isPublic: false, numSaved: MAX_SAVED_OFFERS })).toBe('kept');
  });

  it('does not find an offer that is not public, and refuses one past the limit', () => {
    expect(saveOutcome({ alreadySaved: false, isPublic: false, numSaved: 0 })).toBe('notFound');
    expect(saveOutcome({ alreadySaved: false, isPublic: true, numSaved: MAX_SAVED_OFFERS })).toBe('limitReached');
    // Not public and at the limit: the offer's absence is what the candidate can act on.
    expect(saveOutcome({ alreadySaved: false, isPublic: false, numSaved: MAX_SAVED_OFFERS })).toBe('notFound');
  });
});
