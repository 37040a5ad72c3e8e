import type { UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

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
