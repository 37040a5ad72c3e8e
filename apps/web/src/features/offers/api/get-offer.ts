import { useQuery } from '@tanstack/react-query';
import type { OfferDetail } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { type OfferListAudience, useOfferListAudience } from '@/features/search';

/** GET /v1/public/offer/{ref} for visitors, GET /v1/offer/{ref} with the token; ref is {id}-{slug}, {id} or a slug. */
export function fetchOffer(ref: string, audience: OfferListAudience): Promise<OfferDetail> {
  const path = encodeURIComponent(ref);
  return audience === 'public' ? api<OfferDetail>(`/v1/public/offer/${path}`, { auth: false }) : api<OfferDetail>(`/v1/offer/${path}`);
}

/** The offer once the session is known (a visitor and a signed-in user call different paths). */
export function useOffer(ref: string | undefined) {
  const audience = useOfferListAudience();
  return useQuery({
    queryKey: ['offer', audience, currentLocale(), ref],
    queryFn: () => fetchOffer(ref as string, audience as OfferListAudience),
    enabled: Boolean(ref) && audience !== undefined,
    // A missing offer stays missing; the page redirects at once.
    retry: false,
  });
}
