import { AccountType, type Locale } from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import type { FileLinks } from '../../infra/storage/file-links.ts';
import { consentHistoryOf, findCandidateProfile, findClientProfile, userConsentsOf } from '../accounts/index.ts';
import type { UserRow } from '../accounts/accounts.tables.ts';
import { applicationsExport } from '../applications/index.ts';
import { candidateProfileExport } from '../candidate-profile/index.ts';
import { cardNotesExport, conversationsExport, interviewsExport } from '../conversations/index.ts';
import { offersOfClient } from '../client-offers/index.ts';
import { filesOfOwner } from '../files/index.ts';
import { jobAlertsOfCandidate } from '../job-alerts/index.ts';
import { matchesOfCandidate } from '../matching/index.ts';
import { savedOffersOfCandidate } from '../saved-offers/index.ts';
import type { ReferenceCatalogueStore } from '../reference/index.ts';
import { invoicesOf } from '../invoices/index.ts';
import { ordersOf } from '../shop/index.ts';
import { exportFileName } from './privacy.rules.ts';

/*
 * What the data export writes: one JSON file per section, plus the original uploaded files. A new
 * kind of personal data is one more section in the list; nothing else changes.
 */

export interface ExportContext {
  db: Database;
  catalogue: ReferenceCatalogueStore;
  links: FileLinks;
  now: () => Date;
  user: UserRow;
  locale: Locale;
}

/** A section's content: its JSON, and the stored files to copy into the ZIP under `path`. */
export interface ExportPart {
  json: unknown;
  files?: { path: string; storageKey: string }[];
}

export interface ExportSection {
  /** The JSON file's name in the ZIP (`<name>.json`). */
  name: string;
  accountTypes: readonly AccountType[];
  collect(context: ExportContext): Promise<ExportPart>;
}

const BOTH = [AccountType.Candidate, AccountType.Client] as const;
const CANDIDATE = [AccountType.Candidate] as const;
const CLIENT = [AccountType.Client] as const;

/** A section that is the JSON of the user's own rows, as one read gives them. */
function rowsOf(name: string, accountTypes: readonly AccountType[], read: (db: Database, userId: number) => Promise<unknown>): ExportSection {
  return { name, accountTypes, collect: async ({ db, user }) => ({ json: await read(db, user.id) }) };
}

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    name: 'account',
    accountTypes: BOTH,
    async collect({ db, user }) {
      const { passwordHash: _passwordHash, ...account } = user;
      const [candidateProfile, clientProfile] = await Promise.all([findCandidateProfile(db, user.id), findClientProfile(db, user.id)]);
      return { json: { account, candidateProfile: candidateProfile ?? null, clientProfile: clientProfile ?? null } };
    },
  },
  {
    name: 'consents',
    accountTypes: BOTH,
    async collect({ db, user, locale }) {
      const [current, history] = await Promise.all([userConsentsOf(db, user.id), consentHistoryOf(db, user.id, locale)]);
      return { json: { current, history: history.items } };
    },
  },
  {
    name: 'profile',
    accountTypes: CANDIDATE,
    async collect(context) {
      return { json: (await candidateProfileExport(context, context.user.id, context.locale))?.profile ?? null };
    },
  },
  {
    name: 'phones',
    accountTypes: CANDIDATE,
    async collect(context) {
      return { json: (await candidateProfileExport(context, context.user.id, context.locale))?.phones ?? [] };
    },
  },
  {
    name: 'files',
    accountTypes: BOTH,
    async collect({ db, user }) {
      const rows = await filesOfOwner(db, user.id);
      const listed = rows.map((row) => ({
        id: row.id,
        originalName: row.originalName,
        kind: row.kind,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        purpose: row.purpose,
        uploadedAt: row.createdAt,
        path: exportFileName(row.id, row.originalName),
      }));
      return { json: listed, files: rows.map((row, i) => ({ path: listed[i]?.path ?? row.filename, storageKey: row.filename })) };
    },
  },
  {
    name: 'applications',
    accountTypes: CANDIDATE,
    async collect({ db, catalogue, user, locale }) {
      return { json: await applicationsExport(db, await catalogue.current(), user.id, locale) };
    },
  },
  {
    name: 'conversations',
    accountTypes: BOTH,
    async collect({ db, catalogue, user, locale }) {
      return { json: await conversationsExport(db, await catalogue.current(), user, locale) };
    },
  },
  {
    // A candidate's: what employers noted about them (the right of access); an employer's: the notes they wrote.
    name: 'card-notes',
    accountTypes: BOTH,
    async collect({ db, catalogue, user, locale }) {
      return { json: await cardNotesExport(db, await catalogue.current(), user, locale) };
    },
  },
  {
    name: 'interviews',
    accountTypes: BOTH,
    async collect({ db, user }) {
      return { json: await interviewsExport(db, user.id, user.accountType) };
    },
  },
  rowsOf('matches', CANDIDATE, matchesOfCandidate),
  rowsOf('job-alerts', CANDIDATE, jobAlertsOfCandidate),
  rowsOf('saved-offers', CANDIDATE, savedOffersOfCandidate),
  rowsOf('offers', CLIENT, offersOfClient),
  rowsOf('orders', CLIENT, ordersOf),
  rowsOf('invoices', CLIENT, invoicesOf),
];

/** The sections of one account type, in ZIP order. */
export function sectionsFor(accountType: AccountType): ExportSection[] {
  return EXPORT_SECTIONS.filter((section) => section.accountTypes.includes(accountType));
}
