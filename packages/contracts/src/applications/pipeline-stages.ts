import { StatusId } from '../enums.ts';
import { PIPELINE_TABS, type PipelineTab, type PipelineTabKey, type PipelineTargetStatus } from './pipeline.ts';

/*
 * One name per pipeline stage (issue 25): the tab, the status menus, the card's badge, the bulk "Move to", the
 * history and the API's status titles all say the stage's one label (messages/{locale}.ts). A stage is a tab;
 * new (8) and opened (12) are both the first stage, told apart only by the card's highlight.
 */

export const PipelineStageLabelKey = {
  applications: 'pipeline_stage_new',
  forAnalysis: 'pipeline_stage_for_analysis',
  itSuits: 'pipeline_stage_to_meet',
  offerPresented: 'pipeline_stage_offer_presented',
  hired: 'pipeline_stage_hired',
  notFit: 'pipeline_stage_not_fit',
} as const satisfies Record<PipelineTabKey, string>;
export type PipelineStageLabelKey = (typeof PipelineStageLabelKey)[PipelineTabKey];

/** The status a move to a stage sets: back to the first stage a card is an opened one (12), never new again (8). */
export const PIPELINE_STAGE_TARGET = {
  applications: StatusId.Indefinite,
  forAnalysis: StatusId.ForAnalysis,
  itSuits: StatusId.ItSuits,
  offerPresented: StatusId.OfferPresented,
  hired: StatusId.Employed,
  notFit: StatusId.DoesNotFit,
} as const satisfies Record<PipelineTabKey, PipelineTargetStatus>;

/** The stage (tab) a pipeline status belongs to; null for a status outside the pipeline. */
export function pipelineStageOf(status: number): PipelineTab | null {
  return PIPELINE_TABS.find((tab) => (tab.statuses as readonly number[]).includes(status)) ?? null;
}

/** The message key of a status's stage name; null for a status outside the pipeline. */
export function pipelineStageLabelKey(status: number): PipelineStageLabelKey | null {
  const stage = pipelineStageOf(status);
  return stage ? PipelineStageLabelKey[stage.key] : null;
}

/**
 * Where cards may be moved, as stages in the tabs' order: every stage but the one all of them are already in
 * (cards of one tab share it). Cards of several stages may go to any.
 */
export function pipelineMoveStages(statuses: readonly number[]): PipelineTab[] {
  const current = new Set(statuses.map((status) => pipelineStageOf(status)?.key));
  const shared = current.size === 1 ? [...current][0] : undefined;
  return PIPELINE_TABS.filter((tab) => tab.key !== shared);
}

/** A change inside the first stage from new to opened: the employer's first look at the card, not a move. */
export function isFirstOpen(from: number | null, to: number): boolean {
  return from === StatusId.New && to === StatusId.Indefinite;
}

/** The stages an applicant hears of by mail (employer-side.md 4): to meet, offer presented, hired, not fit. */
export const PIPELINE_MAILED_STATUSES: readonly number[] = [StatusId.ItSuits, StatusId.OfferPresented, StatusId.Employed, StatusId.DoesNotFit];

/**
 * The stage mail an applicant gets once the moves of a mail window are over (issue 25): `before` is the status the
 * card had when the window opened, `after` the one it has when the window closes. Back in the stage it started in,
 * nothing went out and nothing goes; otherwise only the final stage is told, when it is a mailed one.
 */
export function stageMailAfterWindow(before: number, after: number): number | null {
  if (!PIPELINE_MAILED_STATUSES.includes(after)) return null;
  return pipelineStageOf(before)?.key === pipelineStageOf(after)?.key ? null : after;
}
