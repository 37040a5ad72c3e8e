import { CV_KINDS, type CandidateCvAnswer, type CvLink, ProfileErrorKey } from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { checkUpload, fileView, prepareFile, storeFile } from '../files/index.ts';
import { cvsOf, discardCv, findCv, lockCandidate } from './candidate-cv.repository.ts';

export interface CvDeps {
  db: Database;
  storage: FileStorage;
  links: FileLinks;
  now: () => Date;
}

/** GET /v1/candidate-profile/cv: the candidate's CV with a signed link, or null. */
export async function showCv(deps: CvDeps, userId: number): Promise<CandidateCvAnswer> {
  const row = await findCv(deps.db, userId);
  return { cv: row ? fileView(row, deps.links, deps.now()) : null };
}

/**
 * POST /v1/candidate-profile/cv: a PDF or DOCX (by content, up to the one upload limit) becomes the
 * CV at once, and the one it replaces is discarded. Changes of one candidate's CV run one at a time.
 */
export async function uploadCv(deps: CvDeps, userId: number, upload: { filename: string; data: Buffer }): Promise<CandidateCvAnswer> {
  const kind = checkUpload(upload.data, CV_KINDS, ProfileErrorKey.CvTypeNotAllowed);
  const prepared = await prepareFile(upload.data, kind);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockCandidate(tx, userId);
    await discardCv(tx, userId, now);
    return storeFile({ db: tx, storage: deps.storage }, { ownerUserId: userId, originalName: upload.filename, purpose: 'cv', isTemporary: false, now }, prepared);
  });
  return { cv: fileView(row, deps.links, now) };
}

/** DELETE /v1/candidate-profile/cv: removes the CV; without one it is already done (a second tap is no error). */
export async function deleteCv(deps: CvDeps, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCandidate(tx, userId);
    await discardCv(tx, userId, deps.now());
  });
}

/**
 * The CVs of the given candidates as links for an employer. The caller passes only candidates whose
 * contacts the employer may see; the links are signed and expire like every file link.
 */
export async function cvLinksFor(deps: Pick<CvDeps, 'db' | 'links'>, candidateUserIds: readonly number[], now: Date): Promise<Map<number, CvLink>> {
  const links = new Map<number, CvLink>();
  for (const [userId, row] of await cvsOf(deps.db, candidateUserIds)) {
    links.set(userId, { originalName: row.originalName, mimeType: row.mimeType, size: row.sizeBytes, url: deps.links.fileUrl(row.filename, 'original', now) });
  }
  return links;
}
