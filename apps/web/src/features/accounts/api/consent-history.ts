import { useQuery } from '@tanstack/react-query';
import type { ConsentHistory } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** Saving consents invalidates it, so a change shows at once. */
export const CONSENT_HISTORY_KEY = ['user', 'consent-history'] as const;

/** GET /v1/user/consents/history: every grant and withdrawal, newest first. */
export function fetchConsentHistory(): Promise<ConsentHistory> {
  return api<ConsentHistory>('/v1/user/consents/history');
}

export function useConsentHistory() {
  return useQuery({ queryKey: CONSENT_HISTORY_KEY, queryFn: fetchConsentHistory });
}
