import { z } from 'zod';
import { entityId } from './fields.ts';

/* GDPR self-service: the data export, the consent history and the retention of inactive accounts. */

/** Codes and messages of the privacy calls. */
export const PrivacyMessageKey = {
  /** One data export a day; the answer's `retry-after` says in how many seconds the next one is possible. */
  DataExportDailyLimit: 'data_export_daily_limit',
  DataExportRequested: 'data_export_requested',
  /** The name an employer's pipeline shows for a candidate whose account was erased. */
  DeletedCandidate: 'deleted_candidate',
} as const;
export type PrivacyMessageKey = (typeof PrivacyMessageKey)[keyof typeof PrivacyMessageKey];

/** How long a finished export can be downloaded, and how long one download link lives. */
export const DATA_EXPORT_KEEP_DAYS = 7;
export const DATA_EXPORT_LINK_SECONDS = 900;
/** One export a day per account (a rolling 24 hours from the last request). */
export const DATA_EXPORT_INTERVAL_HOURS = 24;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportIdParams = z.object({ id: entityId });

export const dataExportView = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the finished file can be downloaded. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** A signed link (15 minutes) to the ZIP, only while the export is ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExportView = z.infer<typeof dataExportView>;

/** GET /v1/user/data-export: the caller's exports, newest first, and when a new one can be asked for. */
export const dataExportList = z.object({
  items: z.array(dataExportView),
  /** null when a new export can be asked for now. */
  nextPossibleAt: z.string().nullable(),
});
export type DataExportList = z.infer<typeof dataExportList>;

export const CONSENT_EVENT_SOURCES = ['registration', 'settings'] as const;
export type ConsentEventSource = (typeof CONSENT_EVENT_SOURCES)[number];

/** One grant or withdrawal of a consent: when, where, and the version of the consent's text agreed to. */
export const consentHistoryItem = z.object({
  consent: z.number().int(),
  title: z.string(),
  isAcceptance: z.boolean(),
  textVersion: z.number().int(),
  source: z.enum(CONSENT_EVENT_SOURCES),
  occurredAt: z.string(),
});
export type ConsentHistoryItem = z.infer<typeof consentHistoryItem>;

/** GET /v1/user/consents/history: newest first. */
export const consentHistory = z.object({ items: z.array(consentHistoryItem) });
export type ConsentHistory = z.infer<typeof consentHistory>;
