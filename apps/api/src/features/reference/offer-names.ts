import { type Locale, type OfferNameParts, offerDisplayName } from '@trades/contracts';
import type { ReferenceCatalogue } from './reference.catalogue.ts';
import { ReferenceKind } from './reference-kinds.ts';

/* An employer's offers by name instead of slug (issue 25, defect 8), built from the catalogue in the reader's language. */

/** What an offer's name is made of, as stored. */
export interface OfferNameSource {
  id: number;
  professionId: number;
  workLocationCityId: number | null;
  workLocationStateId: number | null;
}

export function offerNameParts(catalogue: ReferenceCatalogue, offer: OfferNameSource, locale: Locale): OfferNameParts {
  const country = offer.workLocationStateId === null ? undefined : catalogue.entry(ReferenceKind.Countries, offer.workLocationStateId);
  return {
    id: offer.id,
    profession: catalogue.item(ReferenceKind.Professions, offer.professionId, locale)?.title ?? '',
    city: catalogue.item(ReferenceKind.Cities, offer.workLocationCityId, locale)?.title ?? null,
    country: country ? catalogue.title(country, locale) : null,
  };
}

/**
 * The names of the `shown` offers, by id: the number is added to an offer whose plain name another
 * of `among` (the employer's offers) shares, so copies never read alike wherever they are shown.
 */
export function offerNamesAmong(catalogue: ReferenceCatalogue, shown: readonly OfferNameSource[], among: readonly OfferNameSource[], locale: Locale): Map<number, string> {
  const everyone = new Map([...among, ...shown].map((offer) => [offer.id, offerNameParts(catalogue, offer, locale)]));
  const counts = new Map<string, number>();
  for (const parts of everyone.values()) {
    const plain = offerDisplayName({ ...parts, id: null });
    counts.set(plain, (counts.get(plain) ?? 0) + 1);
  }
  return new Map(
    shown.map((offer) => {
      const parts = everyone.get(offer.id) ?? offerNameParts(catalogue, offer, locale);
      const plain = offerDisplayName({ ...parts, id: null });
      return [offer.id, (counts.get(plain) ?? 0) > 1 ? offerDisplayName(parts) : plain];
    }),
  );
}
