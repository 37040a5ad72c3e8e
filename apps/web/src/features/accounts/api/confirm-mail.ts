import { api } from '@/lib/api-client';

/** POST /v1/public/user/mail/confirmation */
export function confirmMail(token: string): Promise<unknown> {
  return api<unknown>('/v1/public/user/mail/confirmation', { method: 'POST', body: { token }, auth: false });
}
