import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { CandidateDocumentsMessageKey, StatusId, marketToday, normalizeLocale } from '@trades/contracts';
import { ZipArchive } from 'archiver';
import { translate } from '../../infra/i18n/messages.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
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

  const temporary = path.join(os.tmpdir(), `pack-${queueId}-${randomBytes(6).toString('hex')}.zip`);
  const key = `pack-${queueId}-${randomBytes(12).toString('hex')}.zip`;
  try {
    const output = createWriteStream(temporary, { mode: 0o600 });
    const closed = once(output, 'close');
    // PDFs are compressed already: the lightest deflate keeps the CPU for rendering.
    const archive = new ZipArchive({ zlib: { level: 1 } });
    const failed = new Promise<never>((_resolve, reject) => archive.on('error', reject));
    failed.catch(() => undefined);
    archive.pipe(output);
    let done = 0;
    for (let start = 0; start < candidateIds.length; start += BATCH) {
      const batch = candidateIds.slice(start, start + BATCH);
      const profiles = await profilesShownFor({ db: deps.db, links: deps.links, catalogue }, batch, locale, now);
      for (const id of batch) {
        const profile = profiles.get(id);
        const tie = ties.get(id);
        if (profile && tie) {
          const pdf = await renderCandidatePdf(profile, { locale, today, anonymised: pack.isAnonymize, withContacts: contactsUnlocked(tie), brand });
          const written = once(archive, 'entry');
          archive.append(pdf, { name: packEntryName(done + 1, profile, pack.isAnonymize) });
          await Promise.race([written, failed]);
        }
        done += 1;
        await setProgress(deps.db, queueId, done, candidateIds.length);
      }
      // Deleted meanwhile: stop making what nobody can download.
      if (!(await findPack(deps.db, queueId))) {
        archive.abort();
        return;
      }
    }
    await Promise.race([archive.finalize(), failed]);
    await closed;
    await deps.storage.putFile(key, temporary, 'application/zip');
    if (!(await completePack(deps.db, queueId, key, deps.now()))) await deps.storage.delete(key);
  } finally {
    await rm(temporary, { force: true });
  }
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
