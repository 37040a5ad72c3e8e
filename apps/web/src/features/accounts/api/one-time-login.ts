import type { OneTimeLoginAnswer } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** POST /v1/public/candidate/fs: exchanges a one-time token (/fl and /fs links) for a session. */
export function oneTimeLogin(token: string): Promise<OneTimeLoginAnswer> {
  return api<OneTimeLoginAnswer>('/v1/public/candidate/fs', { method: 'POST', body: { token }, auth: false });
}
