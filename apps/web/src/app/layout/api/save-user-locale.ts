import type { Locale } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** PUT /v1/user/locale: the language of a signed-in user's e-mails and next visits. */
export function saveUserLocale(locale: Locale): Promise<unknown> {
  return api('/v1/user/locale', { method: 'PUT', body: { locale } });
}

/** The page reloads in the new language right after, so no query is refreshed. */
export function useSaveUserLocale() {
  return useGuardedMutation({ mutationFn: saveUserLocale });
}
