import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /public/send-contact-message, form-encoded; 202 means sent. */
export function sendContactMessage(body: URLSearchParams): Promise<{ message: string }> {
  return api<{ message: string }>('/public/send-contact-message', { method: 'POST', body });
}

/** Sending changes nothing the page shows, so no query is refreshed. */
export function useSendContactMessage() {
  return useGuardedMutation({ mutationFn: sendContactMessage });
}
