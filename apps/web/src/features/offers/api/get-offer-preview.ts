import { useQuery } from '@tanstack/react-query';
import type { OfferDetail } from '@trades/contracts';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** GET /v1/client-offer/{id}/show: the employer's own offer as candidates will see it, in any status. */
export function fetchOfferPreview(id: string): Promise<OfferDetail> {
  return api<OfferDetail>(`/v1/client-offer/${encodeURIComponent(id)}/show`);
}

export function useOfferPreview(id: string | undefined) {
  const { status } = useSession();
  return useQuery({
    queryKey: ['client-offer', 'show', currentLocale(), id],
    queryFn: () => fetchOfferPreview(id as string),
    // A visitor has no offers to preview: the call would only fail.
    enabled: Boolean(id) && status === 'authenticated',
    retry: false,
  });
}
