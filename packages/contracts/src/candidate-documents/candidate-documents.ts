import { z } from 'zod';
import { dictionaryItem } from '../catalogue.ts';
import { StatusId } from '../enums.ts';
import { ErrorKey } from '../errors.ts';
import { booleanish, entityId, listOf } from '../fields.ts';
import { PIPELINE_TABS } from '../applications/pipeline.ts';

/* Candidate documents (employer-side.md 2, 3, 4, 7): one candidate's PDF, document packs of a pipeline tab in a queue, the profiles collection. */

/** Status ids of a document pack (the product's shared enumeration). */
export const DATA_SET_QUEUE_STATUSES = [StatusId.Processing, StatusId.Completed, StatusId.Error] as const;
export type DataSetQueueStatus = (typeof DATA_SET_QUEUE_STATUSES)[number];

/** The pipeline statuses a pack may be asked for: one tab's status filter value (spec 9: 8, 11, 9, 19, 20, 10). */
export const DATA_SET_PIPELINE_STATUSES = PIPELINE_TABS.map((tab) => tab.statuses[0]);

/** How often and how many times the page asks for a pending pack (spec 9). */
export const DATA_SET_POLL_INTERVAL_MS = 5000;
export const DATA_SET_POLL_ATTEMPTS = 10;

export const CandidateDocumentsMessageKey = {
  /** A pack was removed (POST .../data-set-queue/{id}/delete). */
  QueueEntryDeleted: 'documents_queue_entry_deleted',
  /** The pipeline has no candidate in the asked tab, so there is nothing to put in a pack. */
  NoCandidates: 'documents_no_candidates',
  /** What a pack that failed after its retries says. */
  GenerationFailed: 'documents_generation_failed',
} as const;
export type CandidateDocumentsMessageKey = (typeof CandidateDocumentsMessageKey)[keyof typeof CandidateDocumentsMessageKey];

/** A body that may be left out entirely (the pipeline's PDF icon sends none). */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === undefined || value === null || value === '' ? {} : value), schema);

/** An optional id: '' and null mean none. */
const optionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), entityId.optional());

/**
 * POST /v1/client-candidate/print/profile/{candidateUuid}. `professions` left out means all of the
 * candidate's professions; an empty list is refused (profession_not_added).
 */
export const candidatePrintBody = optionalBody(
  z.object({
    isAnonymize: booleanish.default(false),
    /** The employer's own brand heading every page; none means no brand. */
    clientBrand: optionalId,
    /** Left out (or null) means all; '' or [] is an explicit empty choice. */
    professions: z.preprocess((value) => {
      if (value === undefined || value === null) return undefined;
      if (value === '') return [];
      if (Array.isArray(value)) return value;
      if (typeof value === 'object') return Object.values(value);
      return [value];
    }, z.array(entityId).max(20, { error: ErrorKey.InvalidValue }).optional()),
  }),
);
export type CandidatePrintBody = z.output<typeof candidatePrintBody>;

export const candidatePrintParams = z.object({ candidateUuid: z.string().max(100) });
export const candidatePrintAnswer = z.object({ profilePrintUrl: z.string() });

/** POST /v1/client-offer/{offerId}/data-set-queue. No `status` means every tab of the pipeline. */
export const dataSetQueueBody = optionalBody(
  z.object({
    isAnonymize: booleanish.default(false),
    clientBrand: optionalId,
    status: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ error: ErrorKey.InvalidValue })
        .int({ error: ErrorKey.InvalidValue })
        .refine((value) => (DATA_SET_PIPELINE_STATUSES as readonly number[]).includes(value), { error: ErrorKey.InvalidValue })
        .optional(),
    ),
  }),
);
export type DataSetQueueBody = z.output<typeof dataSetQueueBody>;

/** A document pack in the queue (spec 3, Data-set queue entry). */
export const dataSetQueueEntry = z.object({
  id: z.number().int(),
  /** 14 Processing, 15 Completed, 16 Error, with its title in the reader's language. */
  status: z.object({ id: z.number().int(), title: z.string() }),
  offer: z.object({ id: z.number().int(), slug: z.string() }),
  locale: z.string(),
  createdAt: z.string(),
  /** The pipeline status (tab) the pack holds; null for all tabs. */
  pipelineStatus: z.number().int().nullable(),
  isAnonymize: z.boolean(),
  clientBrand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Candidates rendered so far, of all. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** An expiring link to the ZIP, for its owner; null until Completed. */
  dataSetDownloadUrl: z.string().nullable(),
  /** Why the pack failed (status 16); null otherwise. */
  errorMessage: z.string().nullable(),
});
export type DataSetQueueEntry = z.infer<typeof dataSetQueueEntry>;

export const dataSetQueueCreated = z.object({ data: z.object({ offerDatasetQueue: dataSetQueueEntry }) });
export const dataSetQueueList = z.object({ items: z.array(dataSetQueueEntry) });
export const dataSetQueueParams = z.object({ offerId: entityId, queueId: entityId });
export const dataSetQueueOfferParams = z.object({ offerId: entityId });
export const dataSetQueueIdParams = z.object({ id: entityId });
export const dataSetQueueDeleted = z.object({ message: z.string() });

/** Whether the page keeps polling an entry: pending while Processing or without its link (spec 4). */
export function isDataSetPending(entry: Pick<DataSetQueueEntry, 'status' | 'dataSetDownloadUrl'>): boolean {
  if (entry.status.id === StatusId.Error) return false;
  return entry.status.id === StatusId.Processing || entry.dataSetDownloadUrl === null;
}

/** POST /v1/client-candidate/list: each filter left out or empty filters nothing. */
export const clientCandidateListBody = optionalBody(
  z.object({
    industries: listOf(entityId).default([]),
    professions: listOf(entityId).default([]),
    workLocationStates: listOf(entityId).default([]),
  }),
);
export type ClientCandidateListBody = z.output<typeof clientCandidateListBody>;

const phoneShown = z.object({ country: z.string(), country_code: z.string(), number: z.string() });

/** A row of the profiles collection: who, with the offers that tie the candidate to the employer. */
export const clientCandidateItem = z.object({
  /** The candidate's public id, as on pipeline cards; the PDF export's candidateUuid. */
  uuid: z.string(),
  /** Whether the employer sees who the candidate is: applied to one of their offers, or bought. */
  isUnlocked: z.boolean(),
  /** Names and contacts only when unlocked; otherwise null and empty. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phones: z.array(phoneShown),
  allowBought: z.boolean(),
  age: z.number().int().nullable(),
  availableFrom: z.string().nullable(),
  countryOfResidence: z.object({ countryCode: z.string(), country: z.string() }).nullable(),
  professions: z.array(z.object({ industry: dictionaryItem, profession: dictionaryItem, professionClass: dictionaryItem })),
  workLocationStates: z.array(z.object({ id: z.number().int(), country: z.string() })),
  offers: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      profession: dictionaryItem,
      /** The pipeline status of the candidate on that offer. */
      status: z.object({ id: z.number().int() }),
      applied: z.boolean(),
    }),
  ),
});
export type ClientCandidateItem = z.infer<typeof clientCandidateItem>;
export const clientCandidateList = z.object({ items: z.array(clientCandidateItem) });
export type ClientCandidateList = z.infer<typeof clientCandidateList>;

/** Full years from a date of birth to `today` (both YYYY-MM-DD): what an anonymised document shows instead of the date. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}
