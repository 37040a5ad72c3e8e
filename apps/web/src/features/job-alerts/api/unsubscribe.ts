import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobAlertSubscription } from '@trades/contracts';
import { useGuardedMutation } from '@/components/forms/submit-guard';
import { api } from '@/lib/api-client';

/*
 * The digest's unsubscribe link, without a session. Opening it only reads (a mail scanner opening the link stops
 * nothing); the page's button unsubscribes, and its undo resubscribes.
 */

const subscriptionKey = (token: string | null) => ['job-alert-subscription', token];

/** GET /v1/public/job-alerts/unsubscribe?token=: the link's alert, named, and whether its mails are stopped. */
export function useAlertSubscription(token: string | null) {
  return useQuery({
    queryKey: subscriptionKey(token),
    queryFn: () => api<JobAlertSubscription>(`/v1/public/job-alerts/unsubscribe?token=${encodeURIComponent(token as string)}`, { auth: false }),
    enabled: token !== null && token !== '',
    retry: false,
  });
}

/** POST /v1/public/job-alerts/unsubscribe, then POST /v1/public/job-alerts/resubscribe for the undo: each answers the same when repeated. */
export function useChangeSubscription(token: string | null) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (unsubscribed: boolean) => {
      const body = { token: token as string };
      if (unsubscribed) await api('/v1/public/job-alerts/unsubscribe', { method: 'POST', body, auth: false });
      else await api('/v1/public/job-alerts/resubscribe', { method: 'POST', body, auth: false });
      return unsubscribed;
    },
    onSuccess: (unsubscribed) =>
      queryClient.setQueryData<JobAlertSubscription>(subscriptionKey(token), (current) => (current ? { ...current, unsubscribed } : current)),
  });
}
