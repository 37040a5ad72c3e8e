import type { Database, Executor } from '../../infra/db/database.ts';
import type { SessionCheck } from '../../infra/auth/session-check.ts';
import { deleteDiscardedFiles } from '../../infra/storage/discarded-files.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { deleteUser, takeAccountDeletionLink } from '../accounts/index.ts';
import { releaseErasedCandidate } from '../applications/index.ts';
import { deletePacksHolding } from '../candidate-documents/index.ts';
import { releaseErasedConversationUser } from '../conversations/index.ts';
import { deleteFilesOfOwner, deleteStoredFiles } from '../files/index.ts';
import { deleteDataExportsOf } from './privacy.repository.ts';
import type { OfferListChanges } from '../context.ts';

/** What erasing an account needs; outside a request (the retention job) there is no session cache to tell. */
export interface ErasureDeps {
  db: Database;
  fileStorage: FileStorage;
  sessions?: Pick<SessionCheck, 'forgetUser'>;
  /** An erased employer's offers leave the public list at once. */
  offerListCache?: OfferListChanges;
}

/**
 * Removes the account and everything it owns, and at once every stored object of them: uploaded files, data export
 * ZIPs, and the document packs that may hold their PDF (of the offers in whose pipeline they are, or an employer's
 * own), so no link serves any of it again. The employers' pipelines keep the candidate's entries, anonymised ("Deleted
 * candidate"), so their history stays whole. `target` picks the account inside the transaction
 * (a used-up link, or a still-inactive account); undefined erases nothing. Answers whom it erased.
 */
export async function eraseAccount(deps: ErasureDeps, target: (tx: Executor) => Promise<number | undefined>): Promise<number | undefined> {
  const erased = await deps.db.transaction(async (tx) => {
    const userId = await target(tx);
    if (userId === undefined) return undefined;
    await deletePacksHolding(tx, userId);
    const exports = await deleteDataExportsOf(tx, userId);
    // Before the cards lose their candidate: the notes about them are found through the cards.
    await releaseErasedConversationUser(tx, userId);
    await releaseErasedCandidate(tx, userId);
    const files = await deleteFilesOfOwner(tx, userId);
    await deleteUser(tx, userId);
    return { userId, files, exports };
  });
  if (!erased) return undefined;
  // The user's refresh tokens went with the account, so every session of it is now closed.
  deps.sessions?.forgetUser(erased.userId);
  deps.offerListCache?.clear();
  // After the commit: an object a failure leaves behind has no row, so no link serves it.
  await deleteStoredFiles(deps.fileStorage, erased.files);
  for (const key of erased.exports) await deps.fileStorage.delete(key);
  // The packs' ZIPs, listed by their rows' trigger (with anything else waiting there).
  await deleteDiscardedFiles(deps.db, deps.fileStorage);
  return erased.userId;
}

/** POST /v1/public/user/account-delete/confirmation: the same erasure as the retention of inactive accounts. */
export async function confirmAccountDeletion(deps: ErasureDeps, token: string): Promise<void> {
  await eraseAccount(deps, (tx) => takeAccountDeletionLink(tx, token));
}
