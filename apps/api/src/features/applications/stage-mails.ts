import { type Locale, normalizeLocale, stageMailAfterWindow } from '@trades/contracts';
import type { AppConfig } from '../../config/config.ts';
import type { Database, DatabaseHandle, Executor } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { OUTBOX_DELIVERY_JOB, type Outbox, createOutbox } from '../../infra/mail/outbox.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { type ReferenceCatalogue, type ReferenceCatalogueStore, ReferenceKind } from '../reference/index.ts';
import { PIPELINE_STATUS_TEMPLATE, pipelineStatusMail } from './applications.mails.ts';
import { dueStageMailIds, holdStageMails, lockEntryForMail, takeDueStageMail } from './applications.repository.ts';

/*
 * An applicant's stage mail waits PIPELINE_MAIL_DELAY_SECONDS after a move (issue 25), so an employer can take a
 * move back (or make another) before the candidate hears of it: a move writes or pushes back the card's window, and
 * when it is over the card's stage at that moment decides the one mail, if any.
 */

export const PIPELINE_STAGE_MAIL_JOB = 'pipeline.stage-mails';

export interface StageMailDeps {
  db: Database;
  outbox: Outbox;
  catalogue: ReferenceCatalogueStore;
  now: () => Date;
  publicUrl: string;
}

/** The cards a move changed, inside the move's transaction: each applicant's window opens, or waits longer. */
export async function holdStageMailsOf(
  tx: Executor,
  moved: readonly { id: number; status: number; appliedAt: Date | null }[],
  now: Date,
  delaySeconds: number,
): Promise<void> {
  // Only applicants hear of moves: a matched candidate never asked this employer for anything.
  const rows = moved.filter((entry) => entry.appliedAt !== null).map((entry) => ({ offerCandidateId: entry.id, statusBefore: entry.status }));
  await holdStageMails(tx, rows, now, new Date(now.getTime() + delaySeconds * 1000));
}

function professionTitle(catalogue: ReferenceCatalogue, professionId: number, locale: Locale): string {
  return catalogue.item(ReferenceKind.Professions, professionId, locale)?.title ?? '';
}

/**
 * Sends the mails of every card whose window is over and answers how many went out. Each card is taken in a
 * transaction of its own with its mail, so a mail is written once even when two workers sweep at the same time.
 */
export async function sendDueStageMails(deps: StageMailDeps): Promise<number> {
  const now = deps.now();
  const catalogue = await deps.catalogue.current();
  let sent = 0;
  for (const id of await dueStageMailIds(deps.db, now)) {
    const message = await deps.db.transaction(async (tx): Promise<OutboxMessage | null> => {
      const entry = await lockEntryForMail(tx, id);
      const window = await takeDueStageMail(tx, id, now);
      if (!entry || !window) return null;
      const status = stageMailAfterWindow(window.statusBefore, entry.status);
      // A withdrawn application, an erased candidate or one who switched these mails off hears nothing.
      if (status === null || entry.withdrawnAt !== null || entry.candidateEmail === null || entry.pipelineStatusMails === false) return null;
      const to = normalizeLocale(entry.candidateLocale);
      const content = pipelineStatusMail(to, {
        firstName: entry.candidateFirstName ?? '',
        status,
        offerTitle: professionTitle(catalogue, entry.professionId, to),
        url: `${deps.publicUrl}/lang/${to}/offer/${entry.offerId}-${entry.offerSlug}`,
      });
      return deps.outbox.email(tx, { to: entry.candidateEmail, locale: to, template: PIPELINE_STATUS_TEMPLATE, content });
    });
    if (message) {
      await deps.outbox.flush([message]);
      sent += 1;
    }
  }
  return sent;
}

/** After a move: a job when the window is over (a second early is a wasted run, so one late), besides the sweep. */
export async function queueStageMails(jobs: JobQueue | undefined, delaySeconds: number): Promise<void> {
  await jobs?.send(PIPELINE_STAGE_MAIL_JOB, {}, { startAfter: delaySeconds + 1 });
}

/** The job sending due stage mails, and a sweep every minute for windows whose own job was lost. */
export async function registerStageMailJobs(jobs: JobQueue, database: DatabaseHandle, config: AppConfig, catalogue: ReferenceCatalogueStore): Promise<void> {
  const outbox = createOutbox(config.PUBLIC_URL, async (id) => jobs.send(OUTBOX_DELIVERY_JOB, { id }));
  const deps: StageMailDeps = { db: database.db, outbox, catalogue, now: () => new Date(), publicUrl: config.PUBLIC_URL };
  await jobs.define<object>(PIPELINE_STAGE_MAIL_JOB, async () => {
    await sendDueStageMails(deps);
  });
  await jobs.schedule(PIPELINE_STAGE_MAIL_JOB, '* * * * *');
}
