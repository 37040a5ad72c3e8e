/* Pure helpers turning the steps' dictionaries into select options. */

export interface OptionGroup {
  group: string;
  items: { value: string; label: string; disabled?: boolean }[];
}

interface Grouped<T> {
  preferred: T[];
  remaining: T[];
}

/** The preferred entries first, then the remaining ones; an entry in both shows once; empty groups are left out. */
export function groupedOptions<T>(
  groups: Grouped<T> | undefined,
  option: (item: T) => { value: string; label: string },
  labels: { preferred: string; remaining: string },
  isDisabled: (value: string) => boolean = () => false,
): OptionGroup[] {
  if (!groups) return [];
  const seen = new Set<string>();
  const items = (list: T[]) =>
    list.flatMap((item) => {
      const { value, label } = option(item);
      if (seen.has(value)) return [];
      seen.add(value);
      return [{ value, label, ...(isDisabled(value) ? { disabled: true } : {}) }];
    });
  return [
    { group: labels.preferred, items: items(groups.preferred) },
    { group: labels.remaining, items: items(groups.remaining) },
  ].filter((group) => group.items.length > 0);
}

export const countryOption = (item: { countryCode: string; country: string }) => ({ value: item.countryCode, label: item.country });
export const languageOption = (item: { languageCode: string; language: string }) => ({ value: item.languageCode, label: item.language });
export const refOption = (item: { id: number; title: string }) => ({ value: String(item.id), label: item.title });
