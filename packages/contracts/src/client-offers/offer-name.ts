/*
 * How people name an employer's offer: its profession and place ("Carpenter, Bergen"), never its
 * slug (slugs stay in URLs). Copies of an offer share that name, so where two could be confused
 * the offer's number follows ("Carpenter, Bergen · #125"); the number is the offer's id, which the
 * employer's list shows on every row.
 */

/** What the name is made of, already in the reader's language. */
export interface OfferNameParts {
  /** The profession's title. */
  profession: string;
  /** The offer's (first) city; the country stands in when the offer has none (whole country). */
  city?: string | null;
  country?: string | null;
  /** The offer's number (its id): given, it is added to the name. */
  id?: number | null;
}

/** "Carpenter, Bergen", with " · #125" when the number is given. */
export function offerDisplayName(offer: OfferNameParts): string {
  const profession = offer.profession.trim();
  const place = offer.city?.trim() || offer.country?.trim() || '';
  const name = profession && place ? `${profession}, ${place}` : profession || place;
  return offer.id === undefined || offer.id === null ? name : `${name} · #${offer.id}`;
}

/**
 * The names of several offers shown together (a list, a cart, a document queue): the number is
 * added only to offers whose name another offer of the list shares. Same order as given.
 */
export function offerDisplayNames(offers: readonly OfferNameParts[]): string[] {
  const plain = offers.map((offer) => offerDisplayName({ ...offer, id: null }));
  const counts = new Map<string, number>();
  for (const name of plain) counts.set(name, (counts.get(name) ?? 0) + 1);
  return offers.map((offer, i) => ((counts.get(plain[i] ?? '') ?? 0) > 1 ? offerDisplayName(offer) : (plain[i] ?? '')));
}
