import { z } from 'zod';
import { money } from '../catalogue.ts';
import { descriptionText } from '../client-offers/description.ts';
import { offerModerationNote } from '../client-offers/offer.ts';
import { ErrorKey } from '../errors.ts';
import { entityId } from '../fields.ts';

/*
 * Offer moderation (issue 26): with OFFER_MODERATION on, an employer's approved offer waits in
 * verification (5) until an operator approves it (verified, 6) or sends it back to draft (1) with a
 * reason; an operator may also take a published offer offline (inactive, 3) with a reason.
 */

/** The codes and messages of moderation. */
export const ModerationMessageKey = {
  /** 409: approve and reject take only an offer in verification (5). */
  NotInVerification: 'offer_not_in_verification',
  /** 409: only a published offer (active, inside its window) can be unpublished. */
  NotPublished: 'offer_not_published',
  ReasonTooShort: 'moderation_reason_too_short',
  Approved: 'offer_moderation_approved',
  Rejected: 'offer_moderation_rejected',
  Unpublished: 'offer_unpublished_by_operator',
} as const;
export type ModerationMessageKey = (typeof ModerationMessageKey)[keyof typeof ModerationMessageKey];

export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 1000;

/** POST …/reject and POST /v1/operator/offers/{id}/unpublish: why, told to the employer. */
export const moderationReasonBody = z.object({
  reason: z
    .string({ error: ErrorKey.FieldRequired })
    .trim()
    .min(1, { error: ErrorKey.FieldRequired, abort: true })
    .min(MODERATION_REASON_MIN, { error: ModerationMessageKey.ReasonTooShort })
    .max(MODERATION_REASON_MAX, { error: ErrorKey.TooLong }),
});
export type ModerationReasonBody = z.output<typeof moderationReasonBody>;

export const moderationOfferParams = z.object({ offerId: entityId });

/** The queue comes oldest first, in pages. */
export const moderationQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuery>;

export const moderationEmployer = z.object({ userId: z.number().int(), companyName: z.string(), email: z.string(), taxId: z.string() });
export type ModerationEmployer = z.infer<typeof moderationEmployer>;

/** Contact details written into a text: the ways to reach the employer around the platform. */
export const contactDetails = z.object({ emails: z.array(z.string()), phones: z.array(z.string()), urls: z.array(z.string()) });
export type ContactDetails = z.infer<typeof contactDetails>;

/** The offer's pay against the minimum wage that applies to it (null floor: none applies). */
export const moderationWage = z.object({
  hourlyMin: money.extend({ currency: z.string() }).nullable(),
  hourlyMax: money.extend({ currency: z.string() }).nullable(),
  floor: z.object({ hourlyMinor: z.number().int(), currency: z.string(), source: z.string() }).nullable(),
  /** The amounts below the floor: hourly, daily, monthly; empty when it meets it. */
  below: z.array(z.enum(['hourly', 'daily', 'monthly'])),
});

export const moderationQueueItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  profession: z.string(),
  /** When it entered verification (its last change). */
  submittedAt: z.string(),
  createdAt: z.string(),
  /** A payment is waiting for the approval: approving publishes it at once. */
  paid: z.boolean(),
  employer: moderationEmployer,
  wage: moderationWage,
  /** The description as plain text, cut to MODERATION_PREVIEW_LENGTH characters. */
  descriptionPreview: z.string(),
  descriptionLength: z.number().int(),
  contacts: contactDetails,
  flags: z.object({ wageBelowFloor: z.boolean(), contactsFound: z.boolean() }),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;

export const moderationQueue = z.object({ items: z.array(moderationQueueItem), numTotal: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type ModerationQueue = z.infer<typeof moderationQueue>;

/** The answer of approve, reject and unpublish: the offer's new status. */
export const moderationAnswer = z.object({ message: z.string(), offer: z.object({ id: z.number().int(), status: z.object({ id: z.number().int() }) }) });
export type ModerationAnswer = z.infer<typeof moderationAnswer>;

/** GET /v1/operator/offers?q=&status=: find an offer by title, employer (company, e-mail, tax id), id or uuid. */
export const operatorOfferQuery = z.object({
  q: z.string().trim().max(200, { error: ErrorKey.TooLong }).optional(),
  status: z.coerce.number({ error: ErrorKey.InvalidValue }).int({ error: ErrorKey.InvalidValue }).min(1).max(99).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OperatorOfferQuery = z.output<typeof operatorOfferQuery>;

export const operatorOfferRow = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The effective status: an active offer past its window is archived (4). */
  status: z.object({ id: z.number().int() }),
  employer: moderationEmployer,
  createdAt: z.string(),
  publicationAt: z.string().nullable(),
  endPublicationAt: z.string().nullable(),
  moderation: offerModerationNote,
});
export type OperatorOfferRow = z.infer<typeof operatorOfferRow>;
export const operatorOfferList = z.object({ items: z.array(operatorOfferRow) });
export type OperatorOfferList = z.infer<typeof operatorOfferList>;

export const MODERATION_PREVIEW_LENGTH = 600;

/** An HTML description as plain text: block ends become line breaks, tags go, references are decoded, blank runs and empty lines go. */
export function descriptionPlainText(html: string): string {
  const withBreaks = html.replace(/<\s*(br|\/p|\/li|\/h[1-6]|\/div|\/ul|\/ol|\/blockquote)\b[^>]*>/gi, '\n');
  return descriptionText(withBreaks)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The first `length` characters (code points) of a text, with an ellipsis when cut. */
export function textPreview(text: string, length = MODERATION_PREVIEW_LENGTH): string {
  const points = [...text];
  return points.length <= length ? text : `${points.slice(0, length).join('').trimEnd()}…`;
}

const EMAIL = /[a-z0-9._%+-]+(?:@|\s?[([]\s?(?:at|małpa)\s?[)\]]\s?)[a-z0-9-]+(?:(?:\.|\s?[([]\s?(?:dot|kropka)\s?[)\]]\s?)[a-z0-9-]+)*(?:\.|\s?[([]\s?(?:dot|kropka)\s?[)\]]\s?)[a-z]{2,}/gi;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+/gi;
/** A bare domain: one or more labels and a top-level domain job adverts use. */
const DOMAIN = /\b(?:[a-z0-9-]+\.)+(?:com|pl|no|ua|eu|net|org|info|biz|io|de|se|dk|uk|co|me|online|site|work|jobs)\b(?:\/[^\s<>"'()]*)?/gi;
/** Digits with the separators phone numbers are written with, on one line, optionally after + or 00. */
const PHONE = /(?:\+|\b00)?\(?\d[\d ().\-/]{5,}\d\b/g;
const DATE_OR_TIME = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4}|\d{1,2}[.:]\d{2}\s*-\s*\d{1,2}[.:]\d{2})$/;

const unique = (values: string[]) => [...new Set(values)];
const trimUrl = (url: string) => url.replace(/[.,;:!?]+$/, '');

/**
 * Contact details written into a text (an offer's description): e-mail addresses (also spelt
 * "name (at) domain (dot) pl"), web addresses and bare domains, and phone numbers: 8 to 15 digits
 * in one run of digits, spaces, dots, dashes, slashes and brackets, or 7 and more after + or 00.
 * Dates, hour ranges and ranges of amounts ("30 000 - 40 000") are not numbers to call.
 */
export function findContactDetails(text: string): ContactDetails {
  const emails = unique([...text.matchAll(EMAIL)].map((m) => m[0].trim()));
  let rest = text.replace(EMAIL, ' ');
  const urls = unique([...rest.matchAll(URL)].map((m) => trimUrl(m[0])));
  rest = rest.replace(URL, ' ');
  const domains = [...rest.matchAll(DOMAIN)].map((m) => trimUrl(m[0]));
  rest = rest.replace(DOMAIN, ' ');
  const phones: string[] = [];
  // A range of amounts is split at its spaced dash, so neither side is taken for one long number.
  for (const line of rest.split(/\n|\s[-–—]\s/)) {
    for (const match of line.matchAll(PHONE)) {
      const candidate = match[0].trim();
      const digits = candidate.replace(/\D/g, '').length;
      const international = candidate.startsWith('+') || candidate.startsWith('00');
      if (DATE_OR_TIME.test(candidate)) continue;
      if (digits <= 15 && (digits >= 8 || (international && digits >= 7))) phones.push(candidate);
    }
  }
  return { emails, phones: unique(phones), urls: unique([...urls, ...domains]) };
}

/** Whether anything was found. */
export function hasContactDetails(found: ContactDetails): boolean {
  return found.emails.length + found.phones.length + found.urls.length > 0;
}

/** The contact details of an HTML description: in its text and in its links' targets, whatever the links say. */
export function descriptionContacts(html: string): ContactDetails {
  const targets = [...html.matchAll(/\bhref\s*=\s*["']([^"']+)["']/gi)].map((m) => (m[1] ?? '').replace(/^(?:mailto|tel):/i, ''));
  return findContactDetails([descriptionPlainText(html), ...targets].join('\n'));
}
