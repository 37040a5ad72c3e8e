import { type Locale, type SavedOfferIds, type SavedOfferList, SavedOfferMessageKey } from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { presentListItem } from '../offers/index.ts';
import type { ReferenceCatalogueStore } from '../reference/index.ts';
import { countSaved, deleteSaved, insertSaved, isPublicOffer, isSaved, listSaved, lockCandidate, savedOfferIdsOf } from './saved-offers.repository.ts';
import { saveOutcome } from './saved-offers.rules.ts';

export interface SavedOffersDeps {
  db: Database;
  catalogue: ReferenceCatalogueStore;
  links: FileLinks;
  now: () => Date;
}

/** PUT /v1/candidate/saved-offers/{offerId}: bookmarks a public offer; saving it again changes nothing. */
export async function saveOffer(deps: SavedOffersDeps, candidateUserId: number, offerId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockCandidate(tx, candidateUserId);
    // One after another: a transaction's statements share its one connection.
    const alreadySaved = await isSaved(tx, candidateUserId, offerId);
    const isPublic = await isPublicOffer(tx, offerId, now);
    const numSaved = await countSaved(tx, candidateUserId);
    const outcome = saveOutcome({ alreadySaved, isPublic, numSaved });
    if (outcome === 'notFound') throw AppError.notFound();
    if (outcome === 'limitReached') throw AppError.validation({}, SavedOfferMessageKey.LimitReached);
    if (outcome === 'save') await insertSaved(tx, candidateUserId, offerId, now);
  });
}

/** DELETE /v1/candidate/saved-offers/{offerId}: removing an offer that is not saved (any more) changes nothing. */
export async function removeSavedOffer(deps: SavedOffersDeps, candidateUserId: number, offerId: number): Promise<void> {
  await deleteSaved(deps.db, candidateUserId, offerId);
}

/** GET /v1/candidate/saved-offers/ids: the hearts of a list. */
export async function listSavedOfferIds(deps: SavedOffersDeps, candidateUserId: number): Promise<SavedOfferIds> {
  return { offerIds: await savedOfferIdsOf(deps.db, candidateUserId) };
}

/** GET /v1/candidate/saved-offers: newest saved first; an offer no longer public stays, marked expired. */
export async function listSavedOffers(deps: SavedOffersDeps, candidateUserId: number, locale: Locale): Promise<SavedOfferList> {
  const now = deps.now();
  const [catalogue, rows] = await Promise.all([deps.catalogue.current(), listSaved(deps.db, candidateUserId, now)]);
  const logo = (storedPath: string) => deps.links.fileUrl(storedPath, 'original', now);
  const items = rows.map((row) => ({
    offerId: row.id,
    savedAt: row.savedAt.toISOString(),
    status: { id: row.status },
    isExpired: !row.isPublic,
    offer: presentListItem(catalogue, row, locale, logo),
  }));
  return { items, numTotal: items.length };
}
