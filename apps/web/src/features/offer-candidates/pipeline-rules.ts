import {
  MATCH_PERFECT_SCORE,
  PIPELINE_TABS,
  PIPELINE_TARGET_STATUSES,
  type PipelineCandidate,
  type PipelineItem,
  type PipelineTab,
  type PipelineTabKey,
  type PipelineTargetStatus,
  StatusId,
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

/** The New badge: a candidate nobody opened yet, only in the first four tabs. */
export function showsNewBadge(item: Pick<PipelineItem, 'status'>, tab: PipelineTabKey): boolean {
  return item.status.id === StatusId.New && tab !== 'hired' && tab !== 'notFit';
}

/** The applicant when there is one, otherwise the matched candidate who has not applied. */
export function candidateOf(item: Pick<PipelineItem, 'candidateApplied' | 'memberCandidate'>): PipelineCandidate | null {
  return item.candidateApplied ?? item.memberCandidate;
}

/** Where a card can be moved: every target status but its current one. */
export function moveTargets(currentStatus: number): PipelineTargetStatus[] {
  return PIPELINE_TARGET_STATUSES.filter((status) => status !== currentStatus);
}

/** Opening a card nobody opened yet moves it from new (8) to indefinite (12). */
export function statusOnFirstOpen(item: Pick<PipelineItem, 'status'>): PipelineTargetStatus | null {
  return item.status.id === StatusId.New ? StatusId.Indefinite : null;
}

export function isPerfectFit(score: number | null): boolean {
  return score !== null && score >= MATCH_PERFECT_SCORE;
}

/** "+47 912 34 567": the country code always with one leading plus. */
export function phoneText(phone: { country_code: string; number: string }): string {
  const code = phone.country_code.trim().replace(/^\+/, '');
  return code ? `+${code} ${phone.number.trim()}` : phone.number.trim();
}

/** The locale key of a pipeline status (statuses.*); null for a status the pipeline does not use. */
export function statusKey(statusId: number): string | null {
  const keys: Record<number, string> = {
    [StatusId.New]: 'new',
    [StatusId.ItSuits]: 'itSuits',
    [StatusId.DoesNotFit]: 'doesNotFit',
    [StatusId.ForAnalysis]: 'forAnalysis',
    [StatusId.Indefinite]: 'indefinite',
    [StatusId.OfferPresented]: 'offerPresented',
    [StatusId.Employed]: 'employed',
  };
  return keys[statusId] ?? null;
}

/** The ids of a selection that are still cards of the tab after a reload. */
export function keepShown(selected: readonly number[], items: readonly Pick<PipelineItem, 'id'>[]): number[] {
  const shown = new Set(items.map((item) => item.id));
  return selected.filter((id) => shown.has(id));
}
