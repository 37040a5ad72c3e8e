let loading: Promise<unknown> | undefined;

/** Loads the complete Mantine styles once. */
export function loadAllStyles(): Promise<unknown> {
  loading ??= import('./all-styles');
  return loading;
}
