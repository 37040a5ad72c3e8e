import type { z } from 'zod';
import { ApiError } from './api-client';

/** Field path as the API writes it in formErrors (phones[0].phone.number) and as Mantine names fields (phones.0.phone.number). */
export function toFormPath(apiPath: string): string {
  return apiPath.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * A Mantine form `validate` function from the very zod schema the API uses. Error values are
 * message keys; components translate them with the `errors` namespace.
 */
export function zodValidator<T>(schema: z.ZodType<T>) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= /^[a-z][A-Za-z0-9_]*$/.test(issue.message) ? issue.message : 'invalid_value';
    }
    return errors;
  };
}

/** formErrors of an API error as Mantine field errors (first key per field). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, keys] of Object.entries(error.formErrors)) {
    if (keys[0]) errors[toFormPath(field)] = keys[0];
  }
  return errors;
}
