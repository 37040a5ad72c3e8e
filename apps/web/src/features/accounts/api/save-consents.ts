import { useQueryClient } from '@tanstack/react-query';
import type { ConsentAnswer } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { consentsFormBody } from '../account-rules';
import { CONSENT_HISTORY_KEY } from './consent-history';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/user/consents: consents[i][consent], consents[i][isAcceptance] form fields. */
export function saveConsents(answers: ConsentAnswer[]): Promise<unknown> {
  return api<unknown>('/v1/user/consents', { method: 'POST', body: consentsFormBody(answers) });
}

export function useSaveConsents() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: saveConsents, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSENT_HISTORY_KEY }) });
}
