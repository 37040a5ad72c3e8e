import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Error keys of a step (the API's formErrors and the form's own checks) as text: the step's own
 * `errors` section first (profile rules such as at_least_one_certificate), then the shared `errors`
 * namespace (field_required, invalid_email, ...).
 */
export function useStepErrorText(section: 'step4' | 'step6' | 'step7') {
  const { t } = useTranslation(['wizard', 'errors']);
  return useCallback(
    (key: string | undefined | null): string | undefined => {
      if (!key) return undefined;
      return t([`wizard:${section}.errors.${key}`, `errors:${key}`, 'errors:invalid_value']);
    },
    [t, section],
  );
}
