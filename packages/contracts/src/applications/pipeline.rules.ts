import { StatusId } from '../enums.ts';
import { PIPELINE_TARGET_STATUSES, type PipelineTargetStatus } from './pipeline.ts';

/* Which pipeline moves the employer may make (employer-side.md 4): one rule for the API and the status menu. */

/** What a move from `from` to `to` does: nothing (same status), a change, or a refusal. */
export type PipelineMove = 'unchanged' | 'change' | 'refused';

export function isPipelineTarget(status: number): status is PipelineTargetStatus {
  return (PIPELINE_TARGET_STATUSES as readonly number[]).includes(status);
}

/**
 * New (8) is set only by applying and matching, so no move goes to it; from any status a card may
 * go to any target status (8 → 12 is the first open of a new card). The same status changes nothing.
 */
export function pipelineMove(from: number, to: number): PipelineMove {
  if (from === to) return 'unchanged';
  if (to === StatusId.New || !isPipelineTarget(to)) return 'refused';
  return 'change';
}
