import { useMutation } from '@tanstack/react-query';
import type { ConsentAnswer } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { consentsFormBody } from '../account-rules';

/** POST /v1/user/consents: consents[i][consent], consents[i][isAcceptance] form fields. */
export function saveConsents(answers: ConsentAnswer[]): Promise<unknown> {
  return api<unknown>('/v1/user/consents', { method: 'POST', body: consentsFormBody(answers) });
}

export function useSaveConsents() {
  return useMutation({ mutationFn: saveConsents });
}
