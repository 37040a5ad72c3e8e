import { type Locale, type Readiness, type ReadinessAppliesTo, type ReadinessOffer, readinessOf } from '@trades/contracts';
import { localised } from '../../infra/i18n/localised.ts';
import type { ReferenceCatalogue } from './reference.catalogue.ts';
import { ReferenceKind } from './reference-kinds.ts';

/* Readiness for the destination from the catalogue: the country's documents for an offer, with titles and how-tos in one language. */

interface StoredRequirement {
  documentId: number;
  appliesTo?: ReadinessAppliesTo;
  howTo: Record<string, string>;
}

function requirementsOf(catalogue: ReferenceCatalogue, countryId: number | null): StoredRequirement[] {
  if (countryId === null) return [];
  const stored = catalogue.entry(ReferenceKind.Countries, countryId)?.data.readiness;
  return Array.isArray(stored) ? (stored as StoredRequirement[]) : [];
}

export interface ReadinessSubject extends ReadinessOffer {
  countryId: number | null;
}

/** The candidate's readiness for the offer's country: null when the country lists no documents. */
export function destinationReadiness(catalogue: ReferenceCatalogue, offer: ReadinessSubject, held: ReadonlySet<number>, locale: Locale): Readiness | null {
  const requirements = requirementsOf(catalogue, offer.countryId);
  if (requirements.length === 0) return null;
  const howTo = new Map(requirements.map((requirement) => [requirement.documentId, requirement.howTo]));
  const items = readinessOf(requirements, offer, held).map(({ documentId, have }) => ({
    id: documentId,
    title: catalogue.item(ReferenceKind.RequiredDocuments, documentId, locale)?.title ?? '',
    have,
    howTo: localised(howTo.get(documentId) ?? {}, locale),
  }));
  return { items, have: items.filter((item) => item.have).length, total: items.length };
}
