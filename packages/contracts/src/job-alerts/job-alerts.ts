import { z } from 'zod';
import { entityId } from '../fields.ts';
import { ErrorKey } from '../errors.ts';
import { offerListQuery } from '../offer-list-query.ts';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_KINDS } from './job-alert-kinds.ts';

/*
 * Saved searches and job alerts (issue 14, part 1): a candidate keeps up to MAX_JOB_ALERTS alerts,
 * each a saved offer search or, with a complete profile, their new matched offers from a score on,
 * and gets one digest e-mail a day or a week of the offers published since the last one.
 */


/** Alerts of every kind together, per candidate. */
export const MAX_JOB_ALERTS = 10;
/** Matching keeps no pair below 40 (its store floor), so a lower threshold would promise nothing more. */
export const JOB_ALERT_MIN_SCORE = 40;
export const JOB_ALERT_MAX_SCORE = 100;
/** What the score slider starts at: the score at which employers see a matched candidate. */
export const JOB_ALERT_DEFAULT_SCORE = 60;

export const JobAlertMessageKey = {
  /** The candidate already has MAX_JOB_ALERTS alerts. */
  LimitReached: 'job_alert_limit_reached',
  /** A matched-offers alert needs a complete, active profile. */
  ProfileIncomplete: 'job_alert_profile_incomplete',
  /** One matched-offers alert per candidate; its score and frequency can be changed. */
  MatchedExists: 'job_alert_matched_exists',
  /** The same search (the same filters) is already saved; change its frequency instead. */
  AlreadySaved: 'job_alert_already_saved',
  /** A search of matching offers is saved as the matched-offers alert instead. */
  UseMatchedAlert: 'job_alert_use_matched',
  /** The unsubscribe link's token is not one the product signed. */
  InvalidUnsubscribeToken: 'job_alert_unsubscribe_invalid',
  /** The alert of an unsubscribe link was deleted since: there is nothing to resume (404). */
  AlertGone: 'job_alert_gone',
} as const;
export type JobAlertMessageKey = (typeof JobAlertMessageKey)[keyof typeof JobAlertMessageKey];

/** The filters of a saved search: the offer search's filters, each empty for "any". */
export const jobAlertSearch = z.object({
  industries: z.array(z.number().int()),
  professions: z.array(z.number().int()),
  countries: z.array(z.number().int()),
});
export type JobAlertSearch = z.infer<typeof jobAlertSearch>;

/** Whether two saved searches have the same filters, whatever the order of their ids. */
export function isSameSearch(a: JobAlertSearch, b: JobAlertSearch): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((m, n) => m - n).join(',');
  const same = (x: readonly number[], y: readonly number[]) => sorted(x) === sorted(y);
  return same(a.industries, b.industries) && same(a.professions, b.professions) && same(a.countries, b.countries);
}

/** `industry=1&profession=2` (the /search/query/{params} segment or a query string) as the list query's keys. */
function searchTextEntries(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const pair of text.replace(/^\?/, '').split('&')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    (out[decoded(pair.slice(0, separator))] ??= []).push(decoded(pair.slice(separator + 1)));
  }
  return out;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * The search to save, in the very form the offer list reads it: the /search/query/{params}
 * segment, or the list query's keys as an object. Sort, page and the publication period do not
 * narrow a digest, which always holds the offers published since the last one; `mlFilter=1` is
 * the matched-offers alert's job.
 */
export const jobAlertSearchParams = z
  .union([z.string().max(2000), z.record(z.string(), z.unknown())])
  .transform((value): unknown => (typeof value === 'string' ? searchTextEntries(value) : value))
  .pipe(offerListQuery)
  .superRefine((params, ctx) => {
    if (params.matching) ctx.addIssue({ code: 'custom', path: ['mlFilter'], message: JobAlertMessageKey.UseMatchedAlert });
  })
  .transform((params): JobAlertSearch => (params.showAll ? { industries: [], professions: [], countries: [] } : { industries: params.industries, professions: params.professions, countries: params.countries }));

const frequency = z.enum(JOB_ALERT_FREQUENCIES);
const minScore = z.coerce.number().int().min(JOB_ALERT_MIN_SCORE).max(JOB_ALERT_MAX_SCORE);

/** POST /v1/job-alerts: a saved search `{params, frequency}`, or `{kind: 'matched', minScore, frequency}`. */
export const jobAlertCreateBody = z
  .object({
    kind: z.enum(JOB_ALERT_KINDS).default('search'),
    params: jobAlertSearchParams.optional(),
    minScore: minScore.optional(),
    frequency,
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'search' && body.params === undefined) ctx.addIssue({ code: 'custom', path: ['params'], message: ErrorKey.FieldRequired });
    if (body.kind === 'matched' && body.minScore === undefined) ctx.addIssue({ code: 'custom', path: ['minScore'], message: ErrorKey.FieldRequired });
  });
export type JobAlertCreateBody = z.input<typeof jobAlertCreateBody>;

/** PATCH /v1/job-alerts/{id}: any of the frequency, a search's params, a matched alert's minScore, and `subscribed: true` to resume its mails after an unsubscribe. */
export const jobAlertUpdateBody = z.object({
  frequency: frequency.optional(),
  params: jobAlertSearchParams.optional(),
  minScore: minScore.optional(),
  subscribed: z.boolean().optional(),
});
export type JobAlertUpdateBody = z.input<typeof jobAlertUpdateBody>;

export const jobAlertIdParams = z.object({ id: entityId });

export const jobAlert = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_ALERT_KINDS),
  frequency,
  /** The saved search; null for the matched-offers alert. */
  params: jobAlertSearch.nullable(),
  /** The saved search in words, in X-LOCALE (its professions or else industries, then countries); empty for any offer and for the matched-offers alert. */
  title: z.string(),
  /** The matched-offers alert's threshold; null for a search. */
  minScore: z.number().int().nullable(),
  createdAt: z.string(),
  /** When the last digest was made (sent, or nothing new); null before the first. */
  lastDigestAt: z.string().nullable(),
  /** When a mail's unsubscribe link stopped its digests; null while they come. */
  unsubscribedAt: z.string().nullable(),
});
export type JobAlert = z.infer<typeof jobAlert>;

export const jobAlertList = z.object({
  items: z.array(jobAlert),
  limit: z.number().int(),
  /** Whether the candidate may take the matched-offers alert: a complete, active profile. */
  matchedAvailable: z.boolean(),
});
export type JobAlertList = z.infer<typeof jobAlertList>;

/** POST /v1/public/job-alerts/unsubscribe: the token of the mail's link, in the body or (one-click) the query. */
export const jobAlertUnsubscribeBody = z.object({ token: z.string().max(200).optional() }).loose().optional();
export const jobAlertUnsubscribeQuery = z.object({ token: z.string().max(200).optional() });
export const jobAlertUnsubscribed = z.object({ unsubscribed: z.literal(true) });

/**
 * GET /v1/public/job-alerts/unsubscribe?token= (changes nothing: a mail scanner opening the link unsubscribes no one)
 * and POST /v1/public/job-alerts/resubscribe {token} (the unsubscribe page's undo): the link's alert, named, and
 * whether its mails are stopped. `alert` is null when the candidate has deleted the alert since.
 */
export const jobAlertSubscription = z.object({
  alert: jobAlert.pick({ id: true, kind: true, frequency: true, title: true, minScore: true }).nullable(),
  unsubscribed: z.boolean(),
});
export type JobAlertSubscription = z.infer<typeof jobAlertSubscription>;
export const jobAlertTokenBody = z.object({ token: z.string().max(200) });
