import { z } from 'zod';
import { dictionaryItem } from '../catalogue.ts';
import { entityId } from '../fields.ts';

/* Candidate documents (employer-side.md 2, 3, 4, 7): the answers of one candidate's PDF, the document packs and the profiles collection (the requests are in document-requests.ts). */

export const CandidateDocumentsMessageKey = {
  /** A pack was removed (POST .../data-set-queue/{id}/delete). */
  QueueEntryDeleted: 'documents_queue_entry_deleted',
  /** The pipeline has no candidate in the asked tab, so there is nothing to put in a pack. */
  NoCandidates: 'documents_no_candidates',
  /** What a pack that failed after its retries says. */
  GenerationFailed: 'documents_generation_failed',
} as const;
export type CandidateDocumentsMessageKey = (typeof CandidateDocumentsMessageKey)[keyof typeof CandidateDocumentsMessageKey];

export const candidatePrintParams = z.object({ candidateUuid: z.string().max(100) });

/** A document pack in the queue (spec 3, Data-set queue entry). */
export const dataSetQueueEntry = z.object({
  id: z.number().int(),
  /** 14 Processing, 15 Completed, 16 Error, with its title in the reader's language. */
  status: z.object({ id: z.number().int(), title: z.string() }),
  /** `name`: the offer as people call it ("Carpenter, Bergen", with its number where another offer of the employer has the same name); `slug` stays for links. */
  offer: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
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
  /** The profile's professions and their industries (each industry once). */
  professions: z.array(dictionaryItem),
  industries: z.array(dictionaryItem),
  workLocationStates: z.array(z.object({ id: z.number().int(), country: z.string() })),
  offers: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      /** The offer's display name (see dataSetQueueEntry.offer.name). */
      name: z.string(),
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
