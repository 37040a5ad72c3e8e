import type { Locale } from '@trades/contracts';
import { useCallback, useState } from 'react';
import { useSession } from '@/lib/session';
import { storeLocale } from '@/lib/i18n';
import { useSaveUserLocale } from './api/save-user-locale';
import { reloadPage } from './reload-page';

/**
 * Choosing a language: it is stored in the browser, saved for a signed-in user,
 * and the page reloads in the new language.
 */
export function useChangeLanguage() {
  const { status } = useSession();
  const [pending, setPending] = useState(false);
  const { mutateAsync: saveUserLocale } = useSaveUserLocale();
  const change = useCallback(
    async (locale: Locale) => {
      setPending(true);
      storeLocale(locale);
      if (status === 'authenticated') {
        try {
          await saveUserLocale(locale);
        } catch {
          // The interface switches anyway; the saved language follows with the next successful change.
        }
      }
      reloadPage();
    },
    [status, saveUserLocale],
  );
  return { change, pending };
}
