import type { Database, Executor } from '../../infra/db/database.ts';
import type { SessionCheck } from '../../infra/auth/session-check.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { deleteUser, takeAccountDeletionLink } from '../accounts/index.ts';
import { releaseErasedCandidate } from '../applications/index.ts';
import { deleteFilesOfOwner, deleteStoredFiles } from '../files/index.ts';

/** What erasing an account needs; outside a request (the retention job) there is no session cache to tell. */
export interface ErasureDeps {
  db: Database;
  fileStorage: FileStorage;
  sessions?: Pick<SessionCheck, 'forgetUser'>;
}

/**
 * Removes the account and everything it owns, its uploaded files at once, so signed links to them
 * stop working. The employers' pipelines keep the candidate's entries, anonymised ("Deleted
 * candidate"), so their history stays whole. `target` picks the account inside the transaction
 * (a used-up link, or a still-inactive account); undefined erases nothing. Answers whom it erased.
 */
export async function eraseAccount(deps: ErasureDeps, target: (tx: Executor) => Promise<number | undefined>): Promise<number | undefined> {
  const erased = await deps.db.transaction(async (tx) => {
    const userId = await target(tx);
    if (userId === undefined) return undefined;
    await releaseErasedCandidate(tx, userId);
    const files = await deleteFilesOfOwner(tx, userId);
    await deleteUser(tx, userId);
    return { userId, files };
  });
  if (!erased) return undefined;
  // The user's refresh tokens went with the account, so every session of it is now closed.
  deps.sessions?.forgetUser(erased.userId);
  // After the commit: an object a failure leaves behind has no row, so no link serves it.
  await deleteStoredFiles(deps.fileStorage, erased.files);
  return erased.userId;
}

/** POST /v1/public/user/account-delete/confirmation: the same erasure as the retention of inactive accounts. */
export async function confirmAccountDeletion(deps: ErasureDeps, token: string): Promise<void> {
  await eraseAccount(deps, (tx) => takeAccountDeletionLink(tx, token));
}
