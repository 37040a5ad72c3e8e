import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/public/job-alerts/unsubscribe: without a session; answers the same when repeated. */
export function unsubscribeJobAlert(token: string): Promise<{ unsubscribed: true }> {
  return api<{ unsubscribed: true }>('/v1/public/job-alerts/unsubscribe', { method: 'POST', body: { token }, auth: false });
}

/**
 * Unsubscribes once per token for the page's life. The call repeats safely, so the page's second
 * mount (StrictMode, a layout swap) may share or repeat it.
 */
export function useUnsubscribe(token: string | null) {
  return useQuery({
    queryKey: ['job-alert-unsubscribe', token],
    queryFn: () => unsubscribeJobAlert(token as string),
    enabled: token !== null && token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
