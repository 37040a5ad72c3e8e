import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Interview, InterviewAnswer, InterviewList, ProposeInterviewBody } from '@trades/contracts';
import { type GuardOptions, useGuardedMutation } from '@/components/forms/submit-guard';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Every query of interviews starts with this key; proposing, answering or cancelling one refreshes them all. */
export const INTERVIEWS_KEY = ['interviews'] as const;

/** Whose interviews a list holds: one card's (employer), one application's (candidate), or all of the caller's. */
export interface InterviewFilter {
  cardId?: number;
  applicationId?: number;
}

/** GET /v1/interviews?cardId=|applicationId=: the caller's interviews, statuses in the page's language. */
export function fetchInterviews(filter: InterviewFilter = {}): Promise<InterviewList> {
  const query = new URLSearchParams();
  if (filter.cardId !== undefined) query.set('cardId', String(filter.cardId));
  if (filter.applicationId !== undefined) query.set('applicationId', String(filter.applicationId));
  const search = query.toString();
  return api<InterviewList>(`/v1/interviews${search ? `?${search}` : ''}`);
}

export function useInterviews(filter: InterviewFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...INTERVIEWS_KEY, 'list', filter.cardId ?? null, filter.applicationId ?? null, currentLocale()],
    queryFn: () => fetchInterviews(filter),
    enabled,
  });
}

/** One interview, read from a list (there is no call for one): the card's when it is known, else all of the caller's. */
export function useInterview(id: number, filter: InterviewFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const list = useInterviews(filter, { enabled });
  const interview: Interview | undefined = list.data?.items.find((item) => item.id === id);
  return { ...list, interview, missing: list.data !== undefined && interview === undefined };
}

/** Whatever the answer, lists reload: a refusal (409) may mean the other side answered meanwhile. */
function useInterviewMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<InterviewAnswer>, guard?: GuardOptions) {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn, ...guard, onSettled: () => queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY }) });
}

/** POST /v1/interviews (employer): 1 to 3 slots, a place or an online link, a note. */
export function proposeInterview(body: ProposeInterviewBody): Promise<InterviewAnswer> {
  return api<InterviewAnswer>('/v1/interviews', { method: 'POST', body: { ...body } });
}

export function useProposeInterview() {
  return useInterviewMutation(proposeInterview, { endsForm: true });
}

/** What the candidate answers: one slot (its index) or a decline, with an optional message. */
export type InterviewResponse = { id: number; message?: string } & ({ slotIndex: number } | { decline: true });

/** POST /v1/interviews/{id}/respond (candidate). */
export function respondToInterview({ id, ...body }: InterviewResponse): Promise<InterviewAnswer> {
  return api<InterviewAnswer>(`/v1/interviews/${id}/respond`, { method: 'POST', body });
}

export function useRespondToInterview() {
  return useInterviewMutation(respondToInterview);
}

/** POST /v1/interviews/{id}/cancel (either side), with an optional message. */
export function cancelInterview({ id, message }: { id: number; message?: string }): Promise<InterviewAnswer> {
  return api<InterviewAnswer>(`/v1/interviews/${id}/cancel`, { method: 'POST', body: message ? { message } : {} });
}

export function useCancelInterview() {
  return useInterviewMutation(cancelInterview);
}

/** GET /v1/interviews/{id}/calendar.ics: the accepted interview's calendar file, as text (it needs the bearer token, so no plain link). */
export function fetchInterviewCalendar(id: number): Promise<string> {
  return api<string>(`/v1/interviews/${id}/calendar.ics`);
}

export function useInterviewCalendar() {
  return useGuardedMutation({ mutationFn: fetchInterviewCalendar });
}
