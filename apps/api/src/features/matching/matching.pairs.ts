import type { MatchOfferInput, StoredMatchResult } from '@trades/contracts';

/* Scored pairs on their way to offer_matches; no database code, so a rebuild's scoring thread loads little. */

/** The offer's professional skills, which alone can lift a candidate of another profession of the trade over the floor. */
export function offerSkillIds(offer: MatchOfferInput): number[] {
  return (offer.requirements.skillsProfessionals ?? []).map((item) => item.id);
}

/**
 * A batch of scored pairs as the write's parameters: three int[] literals and one JSON array of
 * the breakdowns, zipped in SQL. Built where the pairs were scored (a rebuild's thread posts it
 * as it is), so the writer only sends text.
 */
export interface PairRows {
  readonly size: number;
  readonly offerIds: string;
  readonly candidateUserIds: string;
  readonly scores: string;
  /** Every pair's CompactScoreBreakdown, as one JSON array. */
  readonly breakdowns: string;
}

/**
 * Scored pairs kept column by column, each breakdown already as JSON text: a rebuild scores
 * millions, and an object per pair held until its write costs more in garbage collection than
 * the scoring itself.
 */
export class PairBatch {
  readonly offerIds: number[] = [];
  readonly candidateUserIds: number[] = [];
  readonly scores: number[] = [];
  readonly breakdowns: string[] = [];

  add(offerId: number, candidateUserId: number, result: StoredMatchResult): void {
    this.offerIds.push(offerId);
    this.candidateUserIds.push(candidateUserId);
    this.scores.push(result.score);
    this.breakdowns.push(JSON.stringify(result.breakdown));
  }

  get size(): number {
    return this.scores.length;
  }

  rows(): PairRows {
    return {
      size: this.size,
      offerIds: `{${this.offerIds.join(',')}}`,
      candidateUserIds: `{${this.candidateUserIds.join(',')}}`,
      scores: `{${this.scores.join(',')}}`,
      breakdowns: `[${this.breakdowns.join(',')}]`,
    };
  }
}
