import { z } from 'zod';

/*
 * Readiness for the destination: the documents a worker needs in the offer's country (some only on
 * some sites or trades), compared with the documents the candidate holds for that country.
 */

/** When a document is needed: always when empty; otherwise when the offer matches any listed id. */
export interface ReadinessAppliesTo {
  industries?: readonly number[];
  professions?: readonly number[];
  contractTypes?: readonly number[];
}

export interface ReadinessRequirement {
  documentId: number;
  appliesTo?: ReadinessAppliesTo;
}

export interface ReadinessOffer {
  industryId: number;
  professionId: number;
  contractTypeIds: readonly number[];
}

export function requirementApplies(appliesTo: ReadinessAppliesTo | undefined, offer: ReadinessOffer): boolean {
  if (!appliesTo) return true;
  const { industries = [], professions = [], contractTypes = [] } = appliesTo;
  if (industries.length === 0 && professions.length === 0 && contractTypes.length === 0) return true;
  return industries.includes(offer.industryId) || professions.includes(offer.professionId) || contractTypes.some((id) => offer.contractTypeIds.includes(id));
}

/** The documents the offer's country asks for this offer, each with whether the candidate holds it. */
export function readinessOf(
  requirements: readonly ReadinessRequirement[],
  offer: ReadinessOffer,
  held: ReadonlySet<number>,
): { documentId: number; have: boolean }[] {
  return requirements.filter((requirement) => requirementApplies(requirement.appliesTo, offer)).map((requirement) => ({ documentId: requirement.documentId, have: held.has(requirement.documentId) }));
}

export const readinessItem = z.object({
  /** The document's id (required documents dictionary). */
  id: z.number().int(),
  title: z.string(),
  have: z.boolean(),
  /** How to get it, in the reader's language. */
  howTo: z.string(),
});
export type ReadinessItem = z.infer<typeof readinessItem>;

/** The signed-in candidate's readiness for an offer's country: null when the country lists no documents. */
export const readiness = z.object({
  items: z.array(readinessItem),
  have: z.number().int(),
  total: z.number().int(),
});
export type Readiness = z.infer<typeof readiness>;

/** The count the employer's pipeline card shows ("3/5 documents"). */
export const readinessCount = z.object({ have: z.number().int(), total: z.number().int() });
export type ReadinessCount = z.infer<typeof readinessCount>;
