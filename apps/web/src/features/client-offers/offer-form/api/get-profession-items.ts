import { useQuery } from '@tanstack/react-query';
import type { ProfessionItemsDictionary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** GET /v1/public/dictionary/industry/profession/{id}/items: the requirement lists of a profession. */
export function fetchProfessionItems(profession: string): Promise<ProfessionItemsDictionary> {
  return api<ProfessionItemsDictionary>(`/v1/public/dictionary/industry/profession/${encodeURIComponent(profession)}/items`, { auth: false });
}

export function useProfessionItems(profession: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dictionary', 'profession', profession, 'items', i18n.language],
    queryFn: () => fetchProfessionItems(profession as string),
    enabled: profession !== null,
    staleTime: Infinity,
  });
}
