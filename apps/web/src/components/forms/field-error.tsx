import { Text } from '@mantine/core';

/**
 * The error of a group of inputs (a checklist, a list of rows); `data-form-error` lets an invalid
 * save scroll to the first error of any kind, and focus it (useInvalidFocus), so a screen reader reads it.
 */
export function FieldError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <Text c="red.8" size="sm" role="alert" data-form-error="true" tabIndex={-1}>
      {error}
    </Text>
  );
}
