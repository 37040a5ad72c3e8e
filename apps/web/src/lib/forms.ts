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

/**
 * The API's formErrors as form field errors, the first key per field. `fieldOf` names the form
 * field of an API path (default: the same path in Mantine's dots); undefined leaves that error out.
 */
export function fieldErrorsOf(formErrors: Record<string, string[]>, fieldOf: (apiPath: string) => string | undefined = toFormPath): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, keys] of Object.entries(formErrors)) {
    const field = fieldOf(path);
    if (field !== undefined && keys[0] && !(field in errors)) errors[field] = keys[0];
  }
  return errors;
}

/** formErrors of an API error as Mantine field errors (first key per field); none for other errors. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? fieldErrorsOf(error.formErrors) : {};
}

/** Errors of a list of entries edited one at a time: per entry as the editor's paths, and those of the whole list. */
export interface EntryErrors {
  list: string[];
  byEntry: Map<number, Record<string, string>>;
}

export const NO_ENTRY_ERRORS: EntryErrors = { list: [], byEntry: new Map() };

/**
 * The formErrors of a saved list (`listField[1].worksFor[0].workTime`) split per entry, as the
 * editor's paths (`pathOf`; default worksFor.0.workTime, '_' for the entry itself); errors that
 * name no entry stay with the list.
 */
export function entryErrorsOf(
  formErrors: Record<string, string[]>,
  listField: string,
  pathOf: (apiPath: string, index: number) => string = (apiPath) => toFormPath(apiPath).replace(/^\./, '') || '_',
): EntryErrors {
  const list: string[] = [];
  const byEntry = new Map<number, Record<string, string>>();
  const entryPath = new RegExp(`^${listField}\\[(\\d+)\\]\\.?(.*)$`);
  for (const [field, keys] of Object.entries(formErrors)) {
    const key = keys[0];
    if (!key) continue;
    const match = entryPath.exec(field);
    if (!match) {
      list.push(key);
      continue;
    }
    const index = Number(match[1]);
    const errors = byEntry.get(index) ?? {};
    errors[pathOf(match[2] ?? '', index)] ??= key;
    byEntry.set(index, errors);
  }
  return { list, byEntry };
}
