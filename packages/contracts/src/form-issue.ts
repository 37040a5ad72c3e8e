/**
 * One broken rule: the message key and the field's path in the body (['worksFor', 0, 'workTime']).
 * The API writes it as `worksFor[0].workTime` in formErrors; a form maps it to its own field.
 */
export interface FormIssue {
  path: (string | number)[];
  key: string;
}

/** The indexes of the values that repeat an earlier one (the first stands). */
export function repeatedIndexes<T>(values: readonly T[]): number[] {
  const seen = new Set<T>();
  return values.flatMap((value, i) => {
    const repeated = seen.has(value);
    seen.add(value);
    return repeated ? [i] : [];
  });
}
