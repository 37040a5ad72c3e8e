import { itemsRequiredByOthers } from '@trades/contracts';
import type { ChecklistKind, OfferFormValues, RequirementValue } from './offer-form-values';

/*
 * The requirement checklists: ticking, required or nice to have, the level wanted, and the items
 * another ticked item makes required (locked).
 */

export type LockedItems = Partial<Record<ChecklistKind, number[]>>;

const ticked = (items: readonly RequirementValue[], id: number) => items.some((item) => item.id === id);

/** Items ticked, required and disabled because another item needs them (the shared rule itemsRequiredByOthers). */
export function lockedItems(values: OfferFormValues): LockedItems {
  const required = itemsRequiredByOthers({
    workLocationState: values.workLocationState === null ? null : Number(values.workLocationState),
    certificates: values.certificates,
    requiredDocuments: values.requiredDocuments,
  });
  return Object.fromEntries(Object.entries(required).filter(([, ids]) => ids.length > 0));
}

export function isLocked(locked: LockedItems, kind: ChecklistKind, id: number): boolean {
  return locked[kind]?.includes(id) ?? false;
}

/** Ticks and marks required every item another ticked item needs (see lockedItems). */
export function enforceRequiredItems(values: OfferFormValues): OfferFormValues {
  let next = values;
  for (const [kind, ids] of Object.entries(lockedItems(values)) as [ChecklistKind, number[]][]) {
    for (const id of ids) {
      const items = next[kind];
      const current = items.find((item) => item.id === id);
      if (current?.isRequired) continue;
      const updated = current
        ? items.map((item) => (item.id === id ? { ...item, isRequired: true } : item))
        : [...items, { id, isRequired: true, rating: null }];
      next = { ...next, [kind]: updated };
    }
  }
  return next;
}

/** Ticks or unticks an item; unticking drops its required mark and level. Locked items stay ticked. */
export function withItemTicked(values: OfferFormValues, kind: ChecklistKind, id: number, on: boolean): OfferFormValues {
  const items = values[kind];
  if (on === ticked(items, id)) return values;
  if (!on && isLocked(lockedItems(values), kind, id)) return values;
  const updated = on ? [...items, { id, isRequired: false, rating: null }] : items.filter((item) => item.id !== id);
  return enforceRequiredItems({ ...values, [kind]: updated });
}

/** Required or nice to have; a locked item stays required. */
export function withItemRequired(values: OfferFormValues, kind: ChecklistKind, id: number, isRequired: boolean): OfferFormValues {
  if (!isRequired && isLocked(lockedItems(values), kind, id)) return values;
  return { ...values, [kind]: values[kind].map((item) => (item.id === id ? { ...item, isRequired } : item)) };
}

/** The level wanted of a ticked skill or material; 0 or a cleared rating means none asked. */
export function withItemRating(values: OfferFormValues, kind: ChecklistKind, id: number, rating: number | null): OfferFormValues {
  const level = rating === null || rating <= 0 ? null : rating;
  return { ...values, [kind]: values[kind].map((item) => (item.id === id ? { ...item, rating: level } : item)) };
}

/** Items of the lists that are no longer offered (another profession's or country's) are dropped. */
export function keepOfferedItems(items: readonly RequirementValue[], offered: readonly { id: number }[]): RequirementValue[] {
  const ids = new Set(offered.map((item) => item.id));
  return items.filter((item) => ids.has(item.id));
}
