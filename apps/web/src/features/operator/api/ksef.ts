import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KsefListFilter, KsefResendAnswer, OperatorKsefPage } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const KSEF_QUERY_KEY = ['operator', 'ksef'] as const;

/** GET /v1/operator/ksef?status=&page=: a page of the submissions with the counts; the previous page stays while the next loads. */
export function useKsefSubmissions(filter: KsefListFilter | null, page: number) {
  return useQuery({
    queryKey: [...KSEF_QUERY_KEY, filter, page],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (filter !== null) params.set('status', filter);
      return api<OperatorKsefPage>(`/v1/operator/ksef?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/operator/ksef/{invoiceId}/resend; the list, the register and the audit reload after it. */
export function useKsefResend() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (invoiceId: number) => api<KsefResendAnswer>(`/v1/operator/ksef/${invoiceId}/resend`, { method: 'POST', body: {} }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['operator'] }),
  });
}
