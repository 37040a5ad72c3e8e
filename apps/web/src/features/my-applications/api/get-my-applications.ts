import { useQuery } from '@tanstack/react-query';
import type { CandidateApplicationList } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** Every query of the candidate's applications starts with this key; applying or withdrawing refreshes them. */
export const MY_APPLICATIONS_KEY = ['my-applications'] as const;

/** GET /v1/candidate/applications: newest first, each stage in the page's language. */
export function fetchMyApplications(): Promise<CandidateApplicationList> {
  return api<CandidateApplicationList>('/v1/candidate/applications');
}

export function useMyApplications() {
  return useQuery({ queryKey: [...MY_APPLICATIONS_KEY, currentLocale()], queryFn: fetchMyApplications });
}
