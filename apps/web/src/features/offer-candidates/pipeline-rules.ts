import {
  PIPELINE_MAILED_STATUSES,
  PIPELINE_STAGE_TARGET,
  PIPELINE_TABS,
  type PipelineCandidate,
  type PipelineItem,
  type PipelineTab,
  type PipelineTabKey,
  type PipelineTargetStatus,
  StatusId,
  pipelineMoveStages,
  pipelineStageOf,
} from '@trades/contracts';

/* What the candidates page decides from the data alone: the tab of a hash, badges, menus, phones. */

/** Older links (the spec's #newApplications and #purchased) still open their tab. */
const HASH_ALIASES: Record<string, PipelineTabKey> = { newApplications: 'applications', purchased: 'hired' };

/** The tab a URL hash names; an empty or unknown hash is the first tab. */
export function tabOfHash(hash: string): PipelineTab {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  const key = HASH_ALIASES[name];
  return PIPELINE_TABS.find((tab) => tab.hash === name || tab.key === key) ?? PIPELINE_TABS[0];
}

/** A card nobody opened yet (8): its stage badge is highlighted. */
export function isUnopened(item: Pick<PipelineItem, 'status'>): boolean {
  return item.status.id === StatusId.New;
}

/** The applicant when there is one, otherwise the matched candidate who has not applied. */
export function candidateOf(item: Pick<PipelineItem, 'candidateApplied' | 'memberCandidate'>): PipelineCandidate | null {
  return item.candidateApplied ?? item.memberCandidate;
}

/** A stage of a menu with the status a move to it sends. */
export interface MoveStage {
  key: PipelineTabKey;
  status: PipelineTargetStatus;
}

/** Where cards can be moved: every stage but the one they are all in, in the tabs' order. */
export function moveStages(statuses: readonly number[]): MoveStage[] {
  return pipelineMoveStages(statuses).map((tab) => ({ key: tab.key, status: PIPELINE_STAGE_TARGET[tab.key] }));
}

/** The status an undo sends a card back to: its stage before the move (a card never opened comes back opened: 8 is the server's alone). */
export function undoStatus(previous: number): number {
  const stage = pipelineStageOf(previous);
  return stage ? PIPELINE_STAGE_TARGET[stage.key] : previous;
}

/** The undo of moving these cards: one move back per stage they came from. */
export function undoMoves(previous: readonly { id: number; status: number }[]): { ids: number[]; status: number }[] {
  const byStatus = new Map<number, number[]>();
  for (const card of previous) {
    const status = undoStatus(card.status);
    byStatus.set(status, [...(byStatus.get(status) ?? []), card.id]);
  }
  return [...byStatus].map(([status, ids]) => ({ ids, status }));
}

/** Whether applicants hear of a move to this status (after the mail window). */
export function isMailedStatus(status: number): boolean {
  return PIPELINE_MAILED_STATUSES.includes(status);
}

/** The mail window in whole minutes, rounded up (300 s: 5); 0 without one. */
export function mailDelayMinutes(seconds: number | undefined): number {
  return seconds ? Math.ceil(seconds / 60) : 0;
}

/** Opening a card nobody opened yet moves it from new (8) to indefinite (12). */
export function statusOnFirstOpen(item: Pick<PipelineItem, 'status'>): PipelineTargetStatus | null {
  return item.status.id === StatusId.New ? StatusId.Indefinite : null;
}

/** "+47 912 34 567": the country code always with one leading plus. */
export function phoneText(phone: { country_code: string; number: string }): string {
  const code = phone.country_code.trim().replace(/^\+/, '');
  return code ? `+${code} ${phone.number.trim()}` : phone.number.trim();
}

/** The ids of a selection that are still cards of the tab after a reload. */
export function keepShown(selected: readonly number[], items: readonly Pick<PipelineItem, 'id'>[]): number[] {
  const shown = new Set(items.map((item) => item.id));
  return selected.filter((id) => shown.has(id));
}
