import { z } from 'zod';
import { dataSetQueueEntry } from '../candidate-documents/candidate-documents.ts';
import { countryOfWorkItem, dictionaryItem } from '../catalogue.ts';
import { ErrorKey } from '../errors.ts';
import { entityId } from '../fields.ts';
import { numberInput } from '../input.ts';
import { offerStatistics } from '../offers.ts';
import { CLIENT_OFFER_LIST_DEFAULT_LIMIT, CLIENT_OFFER_LIST_MAX_LIMIT, CLIENT_OFFER_LIST_STATUSES, OfferErrorKey } from './constants.ts';
import { OFFER_ROW_ACTIONS } from './lifecycle.ts';
import { offerModerationNote } from './offer.ts';

/* The client offer list: its rows, its answer, its body and parameters. */

/** One row of the client offer list. */
export const clientOfferListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  profession: dictionaryItem,
  industry: dictionaryItem,
  workLocationState: countryOfWorkItem.nullable(),
  workLocationCity: dictionaryItem.nullable(),
  /** An active offer past its publication end shows as archived. */
  status: z.object({ id: z.number().int() }),
  createdAt: z.string(),
  publicationAt: z.string().nullable(),
  endPublicationAt: z.string().nullable(),
  offerStatistics,
  /** The offer's latest document pack (the page resumes polling when it is pending); null when none. */
  lastDataSetQueue: dataSetQueueEntry.nullable(),
  allowedActions: z.array(z.enum(OFFER_ROW_ACTIONS)),
  moderation: offerModerationNote,
});
export type ClientOfferListItem = z.infer<typeof clientOfferListItem>;

export const clientOfferList = z.object({
  items: z.array(clientOfferListItem),
  numTotal: z.number().int(),
  pageNumber: z.number().int(),
  numItemsPerPage: z.number().int(),
});
export type ClientOfferList = z.infer<typeof clientOfferList>;

/** POST /v1/client-offer/list[/{status}] body; none at all means the defaults. */
export const clientOfferListBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    limit: z.preprocess(
      numberInput,
      z
        .number({ error: ErrorKey.InvalidValue })
        .int({ error: ErrorKey.InvalidValue })
        .min(1, { error: ErrorKey.InvalidValue })
        .max(CLIENT_OFFER_LIST_MAX_LIMIT, { error: OfferErrorKey.MaxValueIs })
        .default(CLIENT_OFFER_LIST_DEFAULT_LIMIT),
    ),
    page: z.preprocess(
      numberInput,
      z.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).min(1, { error: ErrorKey.InvalidValue }).max(100_000, { error: ErrorKey.InvalidValue }).default(1),
    ),
  }).loose(),
);
export type ClientOfferListBody = z.output<typeof clientOfferListBody>;

export const clientOfferListParams = z.object({ status: z.enum(CLIENT_OFFER_LIST_STATUSES, { error: ErrorKey.InvalidValue }) });
export const clientOfferIdParams = z.object({ id: entityId });
