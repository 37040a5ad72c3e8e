import { randomBytes } from 'node:crypto';
import { CandidateDocumentsMessageKey, StatusId, marketToday, normalizeLocale } from '@trades/contracts';
import { translate } from '../../infra/i18n/messages.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { ZipFileWriter } from '../../infra/storage/zip-writer.ts';
import { profilesShownFor } from '../candidate-profile/index.ts';
import { completePack, countFailure, failPack, findOwnedBrand, findPack, offerCandidateIds, setProgress } from './candidate-documents.repository.ts';
import { contactsUnlocked, packEntryName } from './candidate-documents.rules.ts';
import { type DocumentsDeps, PACK_JOB, brandForPdf, candidateTies, renderCandidatePdf, tabStatuses } from './candidate-documents.service.ts';

/* The document pack job: one PDF per candidate of the tab, streamed into one ZIP in file storage. */

/** Runs of a pack before it is given up as Error: the first and two retries. */
export const PACK_ATTEMPTS = 3;
/** Profiles read per statement: few enough that memory holds a handful of profiles and one PDF at a time. */
const BATCH = 10;

/**
 * Makes the pack: the ZIP goes to a temporary file entry by entry (each PDF is written before the
 * next is made, so memory stays flat), then into storage; progress is saved after each candidate.
 * PDFs are stored as they are: they are compressed already.
 * A pack deleted meanwhile stops and leaves nothing behind.
 */
export async function generatePack(deps: DocumentsDeps, queueId: number): Promise<void> {
  const pack = await findPack(deps.db, queueId);
  if (!pack || pack.status !== StatusId.Processing) return;
  const locale = normalizeLocale(pack.locale);
  const now = deps.now();
  const today = marketToday(now);
  const candidateIds = await offerCandidateIds(deps.db, pack.offerId, tabStatuses(pack.pipelineStatus));
  const ties = await candidateTies(deps.db, pack.clientUserId, candidateIds);
  const brandRow = pack.clientBrandId === null ? undefined : await findOwnedBrand(deps.db, pack.clientUserId, pack.clientBrandId);
  const brand = await brandForPdf(deps.storage, brandRow);
  const catalogue = await deps.catalogue.current();
  await setProgress(deps.db, queueId, 0, candidateIds.length);

  const key = `pack-${queueId}-${randomBytes(12).toString('hex')}.zip`;
  const zip = new ZipFileWriter();
  let written = false;
  try {
    let done = 0;
    for (let start = 0; start < candidateIds.length; start += BATCH) {
      const batch = candidateIds.slice(start, start + BATCH);
      const profiles = await profilesShownFor({ db: deps.db, links: deps.links, catalogue }, batch, locale, now);
      for (const id of batch) {
        const profile = profiles.get(id);
        const tie = ties.get(id);
        if (profile && tie) {
          const pdf = await renderCandidatePdf(profile, { locale, today, anonymised: pack.isAnonymize, withContacts: contactsUnlocked(tie), brand });
          await zip.add(packEntryName(done + 1, profile, pack.isAnonymize), pdf);
        }
        done += 1;
        await setProgress(deps.db, queueId, done, candidateIds.length);
      }
      // Deleted meanwhile: stop making what nobody can download.
      if (!(await findPack(deps.db, queueId))) return;
    }
    written = true;
  } finally {
    if (!written) await zip.discard();
  }
  await zip.storeAs(deps.storage, key);
  if (!(await completePack(deps.db, queueId, key, deps.now()))) await deps.storage.delete(key);
}

/** A failed run is retried by pg-boss until PACK_ATTEMPTS runs have failed; then the pack shows Error with a message. */
export async function runPackJob(deps: DocumentsDeps, queueId: number): Promise<void> {
  try {
    await generatePack(deps, queueId);
  } catch (error) {
    const attempts = await countFailure(deps.db, queueId);
    if (attempts < PACK_ATTEMPTS) throw error;
    const pack = await findPack(deps.db, queueId);
    await failPack(deps.db, queueId, translate(CandidateDocumentsMessageKey.GenerationFailed, normalizeLocale(pack?.locale)), deps.now());
  }
}

export async function registerCandidateDocumentsJobs(jobs: JobQueue, deps: DocumentsDeps): Promise<void> {
  await jobs.define<{ queueId: number }>(PACK_JOB, ({ queueId }) => runPackJob(deps, queueId), { retryLimit: PACK_ATTEMPTS - 1 });
}
