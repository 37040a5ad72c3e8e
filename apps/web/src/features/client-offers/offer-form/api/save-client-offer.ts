import { useQueryClient } from '@tanstack/react-query';
import type { ClientOfferSaved } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { CLIENT_OFFERS_QUERY_KEY } from '../../api/get-client-offer-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/**
 * POST /v1/client-offer/create, or /v1/client-offer/{id}/update for an existing offer. The body is
 * JSON in the form's payload names (the API reads JSON and bracket-notation forms alike).
 */
export function saveClientOffer(id: string | undefined, body: Record<string, unknown>): Promise<ClientOfferSaved> {
  const path = id === undefined ? '/v1/client-offer/create' : `/v1/client-offer/${encodeURIComponent(id)}/update`;
  return api<ClientOfferSaved>(path, { method: 'POST', body });
}

/** Saves the offer of the form (`id` undefined creates one); the employer's lists and counts reload. */
export function useSaveClientOffer(id: string | undefined) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: Record<string, unknown>) => saveClientOffer(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CLIENT_OFFERS_QUERY_KEY }),
  });
}
