import { z } from 'zod';
import { STATIC_DOCUMENT_KEYS } from './enums.ts';
import { ErrorKey } from './errors.ts';
import { PERSON_NAME_PATTERN, booleanish, emailAddress, entityId, listOf, phoneInput, requiredText } from './fields.ts';
import { CONTACT_BODY_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.ts';
import { LOCALES } from './locale.ts';

/* Public content: dictionaries, phone validation, static documents, the contact form, mail reading. */

/** Success message key of the contact form. */
export const ContentMessageKey = { ContactMessageSent: 'contact_message_sent' } as const;
export type ContentMessageKey = (typeof ContentMessageKey)[keyof typeof ContentMessageKey];

/** POST /v1/public/validation/phone answer for a valid number (an invalid one is a 422 error). */
export const phoneValidationResult = z.object({
  code: z.literal(200),
  valid: z.literal(true),
  /** +4741234567 */
  e164: z.string(),
  country: z.string(),
  countryCallingCode: z.string(),
  nationalNumber: z.string(),
  /** MOBILE, FIXED_LINE, FIXED_LINE_OR_MOBILE, ... or UNKNOWN */
  type: z.string(),
});
export type PhoneValidationResult = z.infer<typeof phoneValidationResult>;

/** One choice of the phone prefix picker. `id` and `countryCode` are the ISO code sent back as phone.country. */
export const phonePrefixItem = z.object({
  id: z.string(),
  countryCode: z.string(),
  /** '+47' */
  prefix: z.string(),
  /** Country name in the request's language. */
  country: z.string(),
  /** Ready-made label: 'Norway (+47)'. */
  title: z.string(),
});
export type PhonePrefixItem = z.infer<typeof phonePrefixItem>;

export const phonePrefixDictionary = z.object({
  preferred: z.array(phonePrefixItem),
  remaining: z.array(phonePrefixItem),
});
export type PhonePrefixDictionary = z.infer<typeof phonePrefixDictionary>;

export const preferredContactTime = z.object({ id: z.number().int(), title: z.string() });
export type PreferredContactTime = z.infer<typeof preferredContactTime>;
export const preferredContactTimeList = z.array(preferredContactTime);

export const staticPageParams = z.object({ docName: z.string().max(64) });
export const staticPage = z.object({
  docName: z.enum(STATIC_DOCUMENT_KEYS),
  locale: z.enum(LOCALES),
  title: z.string(),
  /** Trusted HTML written by the product team. */
  content: z.string(),
});
export type StaticPage = z.infer<typeof staticPage>;

/** Contact form names: letters and hyphens, no spaces at all. */
const contactName = requiredText(NAME_MAX_LENGTH)
  .refine((v) => !/\s/.test(v), { error: ErrorKey.NoSpaces })
  .regex(PERSON_NAME_PATTERN, { error: ErrorKey.OnlyText });

const contactMessageFields = z.object({
  firstName: contactName,
  lastName: contactName,
  email: emailAddress,
  phone: phoneInput,
  messageSubject: requiredText(CONTACT_SUBJECT_MAX_LENGTH),
  messageBody: requiredText(CONTACT_BODY_MAX_LENGTH),
  sendConfirmation: booleanish.default(false),
  preferredContactTimes: listOf(entityId).default([]),
});

/** The form may send phone[country]/phone[number] or the flat phoneCountry/phoneNumber; both become `phone`. */
function liftFlatPhone(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { phoneCountry, phoneNumber, ...rest } = value as Record<string, unknown>;
  if (rest.phone !== undefined || (phoneCountry === undefined && phoneNumber === undefined)) return rest;
  return { ...rest, phone: { country: phoneCountry, number: phoneNumber } };
}

/** POST /public/send-contact-message */
export const contactMessageRequest = z.preprocess(liftFlatPhone, contactMessageFields);
export type ContactMessageRequest = z.infer<typeof contactMessageFields>;

export const messageAnswer = z.object({ message: z.string() });

export const mailReadingRequest = z.object({ token: requiredText(128) });
/** POST /v1/public/user/mail/reading: the stored message; the page shows `html` in a sandboxed frame. */
export const mailReading = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  channel: z.enum(['email', 'sms']),
  locale: z.string(),
  createdAt: z.string(),
});
export type MailReading = z.infer<typeof mailReading>;

/** GET /dev/outbox (development only). */
export const outboxItem = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'stored']),
  locale: z.string(),
  createdAt: z.string(),
  readingToken: z.string(),
  readingUrl: z.string(),
  html: z.string(),
  text: z.string(),
  /** Every http(s) link of the message, e.g. the confirmation link, in order of appearance. */
  links: z.array(z.string()),
  /** The extra e-mail headers it is sent with (List-Unsubscribe of the job alerts); empty for none. */
  headers: z.record(z.string(), z.string()),
  /** The files sent with it (an interview's calendar file), their text content whole; empty for none. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
});
export type OutboxItem = z.infer<typeof outboxItem>;
export const outboxList = z.object({ items: z.array(outboxItem) });
export type OutboxList = z.infer<typeof outboxList>;
