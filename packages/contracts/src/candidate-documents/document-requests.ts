import { z } from 'zod';
import { MAX_PROFESSIONS } from '../limits.ts';
import { PIPELINE_TABS } from '../applications/pipeline.ts';
import { ProfileErrorKey } from '../candidate-profile/constants.ts';
import { ErrorKey } from '../errors.ts';
import { booleanish, entityId } from '../fields.ts';
import { blank, list } from '../input.ts';

/* What the employer sends to have candidate documents made (employer-side.md 7, Candidates and documents). */

/** The brand heading the documents; none (empty or null) means no brand. */
const documentBrand = z.preprocess((v) => (blank(v) ? null : v), entityId.nullable()).default(null);

/**
 * POST /v1/client-candidate/print/profile/{candidateUuid}. An empty body (the pipeline's PDF icon)
 * means every profession; an explicit empty choice is profession_not_added.
 */
export const printProfileRequestSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    isAnonymize: booleanish.default(false),
    clientBrand: documentBrand,
    // A profile holds at most MAX_PROFESSIONS, so a longer choice names nothing more (and would make a link too long to open).
    professions: z
      .array(entityId, { error: ErrorKey.InvalidValue })
      .min(1, { error: ProfileErrorKey.ProfessionNotAdded })
      .max(MAX_PROFESSIONS, { error: ProfileErrorKey.TooManyProfessions })
      .optional(),
  }),
);
export type PrintProfileRequest = z.output<typeof printProfileRequestSchema>;

/** The status filter of a pipeline tab (its first status); a pack without one holds every tab. */
const PIPELINE_TAB_STATUSES: readonly number[] = PIPELINE_TABS.map((tab) => tab.statuses[0]);

/** POST /v1/client-offer/{offerId}/data-set-queue: a document pack of one tab, or of all tabs. */
export const dataSetQueueRequestSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    isAnonymize: booleanish.default(false),
    clientBrand: documentBrand,
    status: z
      .preprocess((v) => (blank(v) ? null : v), z.coerce.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).nullable())
      .refine((v) => v === null || PIPELINE_TAB_STATUSES.includes(v), { error: ErrorKey.InvalidValue })
      .default(null),
  }),
);
export type DataSetQueueRequest = z.output<typeof dataSetQueueRequestSchema>;

/** POST /v1/client-candidate/list: the collection's filters; an empty list filters nothing. */
export const candidateCollectionRequestSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    industries: list(entityId).default([]),
    professions: list(entityId).default([]),
    workLocationStates: list(entityId).default([]),
  }),
);
export type CandidateCollectionRequest = z.output<typeof candidateCollectionRequestSchema>;
