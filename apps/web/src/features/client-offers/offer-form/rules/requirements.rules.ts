import { type DependentItem, itemsRequiredByOthers } from '@trades/contracts';
import type { ChecklistKind, OfferFormValues, RequirementValue } from './offer-form-values';

/*
 * The requirement checklists: ticking, required or nice to have, the level wanted, and the items
 * another ticked item brings along (locked, and required exactly when the item that brought them is).
 */

export type LockedItems = Partial<Record<ChecklistKind, number[]>>;

const ticked = (items: readonly RequirementValue[], id: number) => items.some((item) => item.id === id);

function dependentItems(values: OfferFormValues): Record<string, DependentItem[]> {
  return itemsRequiredByOthers({
    workLocationState: values.workLocationState === null ? null : Number(values.workLocationState),
    certificates: values.certificates,
    requiredDocuments: values.requiredDocuments,
  });
}

/** Items ticked and disabled because another item brings them along (the shared rule itemsRequiredByOthers). */
export function lockedItems(values: OfferFormValues): LockedItems {
  return Object.fromEntries(
    Object.entries(dependentItems(values))
      .filter(([, items]) => items.length > 0)
      .map(([kind, items]) => [kind, items.map((item) => item.id)]),
  );
}

export function isLocked(locked: LockedItems, kind: ChecklistKind, id: number): boolean {
  return locked[kind]?.includes(id) ?? false;
}

/**
 * Ticks every item another ticked item brings along, with that item's required flag (see lockedItems).
 * Chains settle in turn: the master diploma sets the journeyman diploma, which with it sets technical drawing.
 */
export function enforceRequiredItems(values: OfferFormValues): OfferFormValues {
  const next = enforceOnce(values);
  return next === values ? values : enforceRequiredItems(next);
}

function enforceOnce(values: OfferFormValues): OfferFormValues {
  let next = values;
  for (const [kind, dependents] of Object.entries(dependentItems(values)) as [ChecklistKind, DependentItem[]][]) {
    for (const { id, isRequired } of dependents) {
      const items = next[kind];
      const current = items.find((item) => item.id === id);
      if (current?.isRequired === isRequired) continue;
      const updated = current
        ? items.map((item) => (item.id === id ? { ...item, isRequired } : item))
        : [...items, { id, isRequired, rating: null }];
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

/** Required or nice to have; a locked item follows the item that brought it, and the items an item brings follow it. */
export function withItemRequired(values: OfferFormValues, kind: ChecklistKind, id: number, isRequired: boolean): OfferFormValues {
  if (isLocked(lockedItems(values), kind, id)) return values;
  return enforceRequiredItems({ ...values, [kind]: values[kind].map((item) => (item.id === id ? { ...item, isRequired } : item)) });
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
