import { useQueryClient } from '@tanstack/react-query';
import type { ClientOfferSaved } from '@trades/contracts';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { CLIENT_OFFERS_QUERY_KEY } from '../../api/get-client-offer-list';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/**
 * POST /v1/client-offer/create, or /v1/client-offer/{id}/update for an existing offer. The body is
 * JSON in the form's payload names (the API reads JSON and bracket-notation forms alike). A create
 * carries the form's idempotency key: sent twice (a double click the guard missed, a retry after a
 * lost answer), the server answers the offer the first one made.
 */
export function saveClientOffer(id: string | undefined, body: Record<string, unknown>, createKey?: string): Promise<ClientOfferSaved> {
  if (id === undefined) {
    return api<ClientOfferSaved>('/v1/client-offer/create', { method: 'POST', body, headers: createKey ? { 'idempotency-key': createKey } : undefined });
  }
  return api<ClientOfferSaved>(`/v1/client-offer/${encodeURIComponent(id)}/update`, { method: 'POST', body });
}

/** One key per form on screen: every create it sends is the same offer (getRandomValues works outside https too, unlike randomUUID). */
function newCreateKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Saves the offer of the form (`id` undefined creates one); the employer's lists and counts reload. */
export function useSaveClientOffer(id: string | undefined) {
  const queryClient = useQueryClient();
  const [createKey] = useState(newCreateKey);
  return useGuardedMutation({
    mutationFn: (body: Record<string, unknown>) => saveClientOffer(id, body, createKey),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CLIENT_OFFERS_QUERY_KEY }),
  });
}
