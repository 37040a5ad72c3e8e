import type { UseFormReturnType } from '@mantine/form';
import { ErrorKey } from '@trades/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { passwordProblemText } from './password-problems';

/**
 * Form errors hold message keys (from the shared schemas and the API's formErrors); this shows
 * them translated with the `errors` namespace.
 */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const { t } = useTranslation('errors');
  return useCallback(
    (path: string, options?: { type?: 'input' | 'checkbox' }) => {
      const props = form.getInputProps(path as never, options);
      return { ...props, error: translateError(t, props.error) };
    },
    [form, t],
  );
}

export function translateError(t: (key: string) => string, error: unknown): string | undefined {
  if (typeof error !== 'string' || error === '') return undefined;
  return t(error);
}

/**
 * A new password's field props. The hint under the field states the rule, so a refused password's error says
 * what this one lacks ("Add a digit.") instead of repeating the hint.
 */
export function useNewPasswordProps<Values>(form: UseFormReturnType<Values>, path = 'password') {
  const field = useFieldProps(form);
  const { t } = useTranslation('accounts');
  const props = field(path);
  const lacks = form.errors[path] === ErrorKey.InvalidPassword ? passwordProblemText(String(props.value ?? ''), t, currentLocale()) : undefined;
  const error = lacks ?? props.error;
  // Mantine's PasswordInput marks its input with data-invalid only: screen readers need aria-invalid.
  return { ...props, error, 'aria-invalid': error ? true : undefined };
}
