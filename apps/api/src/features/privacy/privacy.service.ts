import { randomUUID } from 'node:crypto';
import { AccountType, DATA_EXPORT_KEEP_DAYS, DATA_EXPORT_LINK_SECONDS, type DataExportList, type DataExportView, type Locale, normalizeLocale } from '@trades/contracts';
import type { AppConfig } from '../../config/config.ts';
import { readLinkToken, signLinkToken } from '../../infra/auth/signed-link.ts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { ZipFileWriter } from '../../infra/storage/zip-writer.ts';
import { deleteConversationsInactiveSince } from '../conversations/index.ts';
import { eraseAccount } from './erasure.ts';
import type { ReferenceCatalogueStore } from '../reference/index.ts';
import { sectionsFor } from './export-sections.ts';
import { DATA_EXPORT_READY_TEMPLATE, RETENTION_WARNING_TEMPLATE, exportReadyMail, retentionWarningMail } from './privacy.mails.ts';
import {
  dropCancelledWarnings,
  dueForErasure,
  failStuckExports,
  findOwnExport,
  findPendingExport,
  inactiveUnwarnedCandidates,
  insertExport,
  insertWarning,
  listOwnExports,
  lockIfStillDue,
  lockOwner,
  markExportReady,
  takeStaleExports,
} from './privacy.repository.ts';
import { isExportPreparing, nextExportPossibleAt, retentionCutoffs, visibleExportStatus } from './privacy.rules.ts';
import type { DataExportRow } from './privacy.tables.ts';

export interface PrivacyDeps {
  db: Database;
  outbox: Outbox;
  fileStorage: FileStorage;
  catalogue: ReferenceCatalogueStore;
  links: FileLinks;
  now: () => Date;
  config: Pick<AppConfig, 'JWT_SECRET' | 'PUBLIC_URL' | 'RETENTION_INACTIVE_MONTHS' | 'RETENTION_GRACE_DAYS'>;
}

const DAY_MS = 86_400_000;
const EXPORT_LINK_PURPOSE = 'data-export-link-v1';
/** An export still pending this long after its request failed (its job's retries are long over). */
const EXPORT_GIVE_UP_HOURS = 2;

function exportView(deps: Pick<PrivacyDeps, 'config'>, row: DataExportRow, now: Date): DataExportView {
  const status = visibleExportStatus(row, now);
  const token = status === 'ready' && row.userId !== null ? signLinkToken(deps.config.JWT_SECRET, EXPORT_LINK_PURPOSE, { x: row.id, u: row.userId }, DATA_EXPORT_LINK_SECONDS, now) : undefined;
  return {
    id: row.id,
    status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl: token ? `/v1/user/data-export/download/${token}` : null,
  };
}

/** The export being prepared (`started` when this request started it), or a refusal: the next export is possible at `nextPossibleAt`. */
export type ExportRequestAnswer = { preparing: DataExportView; started: boolean } | { nextPossibleAt: Date };

/**
 * POST /v1/user/data-export: one a day; asked again while one is being prepared (a double tap), that one.
 * The owner's row is locked while the last request is read, so two requests at once make one export.
 * The job starts after the commit, so it finds the row.
 */
export async function requestDataExport(deps: PrivacyDeps, userId: number, startJob: (id: number) => Promise<void>): Promise<ExportRequestAnswer> {
  const now = deps.now();
  const answer = await deps.db.transaction(async (tx): Promise<ExportRequestAnswer> => {
    await lockOwner(tx, userId);
    const [latest] = await listOwnExports(tx, userId, 1);
    if (latest && isExportPreparing(latest)) return { preparing: exportView(deps, latest, now), started: false };
    const next = nextExportPossibleAt(latest?.requestedAt, now);
    if (next) return { nextPossibleAt: next };
    return { preparing: exportView(deps, await insertExport(tx, userId, now), now), started: true };
  });
  if ('preparing' in answer && answer.started) await startJob(answer.preparing.id);
  return answer;
}

/** GET /v1/user/data-export: the caller's exports and when the next one is possible. */
export async function listDataExports(deps: PrivacyDeps, userId: number): Promise<DataExportList> {
  const now = deps.now();
  const rows = await listOwnExports(deps.db, userId);
  const next = nextExportPossibleAt(rows[0]?.requestedAt, now);
  return { items: rows.map((row) => exportView(deps, row, now)), nextPossibleAt: next?.toISOString() ?? null };
}

/** GET /v1/user/data-export/{id}: the caller's own export only; another's is 404. */
export async function showDataExport(deps: PrivacyDeps, userId: number, id: number): Promise<DataExportView> {
  const row = await findOwnExport(deps.db, userId, id);
  if (!row) throw AppError.notFound();
  return exportView(deps, row, deps.now());
}

/** The ZIP behind a download link: 404 once the link or the export expired, or the account is gone. */
export async function downloadDataExport(deps: PrivacyDeps, token: string): Promise<{ data: Buffer; requestedAt: Date }> {
  const now = deps.now();
  const claims = readLinkToken(deps.config.JWT_SECRET, EXPORT_LINK_PURPOSE, token, now);
  if (!claims || typeof claims.x !== 'number' || typeof claims.u !== 'number') throw AppError.notFound();
  const row = await findOwnExport(deps.db, claims.u, claims.x);
  if (!row || visibleExportStatus(row, now) !== 'ready' || !row.storageKey) throw AppError.notFound();
  const data = await deps.fileStorage.get(row.storageKey);
  if (!data) throw AppError.notFound();
  return { data, requestedAt: row.requestedAt };
}

function settingsUrl(deps: Pick<PrivacyDeps, 'config'>, accountType: AccountType, locale: Locale): string {
  const path = accountType === AccountType.Client ? '/client/settings' : '/user/settings';
  return `${deps.config.PUBLIC_URL}/lang/${locale}${path}`;
}

/**
 * The export job: one JSON file per section of the account type, plus the original uploaded
 * files, written to the file storage as a ZIP; then the owner's mail. An export already done, or
 * whose owner is gone, is left alone (a retried job does nothing twice).
 */
export async function buildDataExport(deps: PrivacyDeps, id: number): Promise<void> {
  const found = await findPendingExport(deps.db, id);
  if (!found) return;
  const { user } = found;
  const locale = normalizeLocale(user.locale);
  const zip = new ZipFileWriter();
  const context = { db: deps.db, catalogue: deps.catalogue, links: deps.links, now: deps.now, user, locale };
  const storageKey = `data-export-${randomUUID()}.zip`;
  try {
    for (const section of sectionsFor(user.accountType)) {
      const part = await section.collect(context);
      await zip.addJson(`${section.name}.json`, part.json);
      for (const file of part.files ?? []) {
        const data = await deps.fileStorage.get(file.storageKey);
        if (data) await zip.add(file.path, data);
      }
    }
  } catch (error) {
    await zip.discard();
    throw error;
  }
  const sizeBytes = await zip.storeAs(deps.fileStorage, storageKey);
  const readyAt = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    if (!(await markExportReady(tx, id, { storageKey, sizeBytes, readyAt, expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS) }))) return undefined;
    return deps.outbox.email(tx, {
      to: user.email,
      locale,
      template: DATA_EXPORT_READY_TEMPLATE,
      userId: user.id,
      content: exportReadyMail(locale, { firstName: user.firstName, days: DATA_EXPORT_KEEP_DAYS, url: settingsUrl(deps, user.accountType, locale) }),
    });
  });
  // Its owner was erased while it was made: nothing of it stays, and nobody is told.
  if (!mail) return deps.fileStorage.delete(storageKey);
  await deps.outbox.flush([mail]);
}

export interface RetentionRun {
  warned: number;
  erased: number;
}

/**
 * The retention job: a candidate who has not signed in for RETENTION_INACTIVE_MONTHS gets a warning
 * mail; RETENTION_GRACE_DAYS later, with no sign-in since, the account is erased as a self-deletion
 * is. A sign-in cancels the warning. Finished exports past their window lose their file; exports
 * whose job gave up show as failed.
 */
export async function runRetention(deps: PrivacyDeps): Promise<RetentionRun> {
  const now = deps.now();
  const { inactiveBefore, warnedBefore } = retentionCutoffs(now, deps.config.RETENTION_INACTIVE_MONTHS, deps.config.RETENTION_GRACE_DAYS);
  await dropCancelledWarnings(deps.db);
  let erased = 0;
  for (const userId of await dueForErasure(deps.db, warnedBefore)) {
    if ((await eraseAccount(deps, (tx) => lockIfStillDue(tx, userId, warnedBefore))) !== undefined) erased += 1;
  }
  const inactive = await inactiveUnwarnedCandidates(deps.db, inactiveBefore);
  for (const user of inactive) {
    const locale = normalizeLocale(user.locale);
    const mail = await deps.db.transaction(async (tx) => {
      await insertWarning(tx, user.id, now);
      return deps.outbox.email(tx, {
        to: user.email,
        locale,
        template: RETENTION_WARNING_TEMPLATE,
        userId: user.id,
        content: retentionWarningMail(locale, { firstName: user.firstName, days: deps.config.RETENTION_GRACE_DAYS, url: `${deps.config.PUBLIC_URL}/lang/${locale}/sign-in` }),
      });
    });
    await deps.outbox.flush([mail]);
  }
  for (const key of await takeStaleExports(deps.db, now)) await deps.fileStorage.delete(key);
  // Conversations nobody has written in for the inactive period go, with their messages (the cards stay).
  await deleteConversationsInactiveSince(deps.db, inactiveBefore);
  await failStuckExports(deps.db, new Date(now.getTime() - EXPORT_GIVE_UP_HOURS * 3_600_000));
  return { warned: inactive.length, erased };
}
