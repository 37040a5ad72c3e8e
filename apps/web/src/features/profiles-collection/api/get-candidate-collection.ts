import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateCollectionRequest } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** One candidate of the employer's collection; the names are null while the profile is anonymised. */
export interface CollectionCandidate {
  uuid: string;
  firstName: string | null;
  lastName: string | null;
  professions: { id: number; title: string }[];
  /** The employer's offers the candidate applied to or was matched with; `name` is the offer's title and place, numbered where two read alike. */
  offers: { id: number; slug: string; name: string }[];
}

/** POST /v1/client-candidate/list: the candidates who applied to, were matched with or were bought by the employer. */
export function fetchCandidateCollection(filters: CandidateCollectionRequest): Promise<{ items: CollectionCandidate[] }> {
  return api('/v1/client-candidate/list', { method: 'POST', body: { ...filters } });
}

export function useCandidateCollection(filters: CandidateCollectionRequest) {
  return useQuery({
    queryKey: ['profiles-collection', currentLocale(), filters],
    queryFn: () => fetchCandidateCollection(filters),
    // The table stays while another filter loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
