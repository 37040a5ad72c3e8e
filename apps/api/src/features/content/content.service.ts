import {
  type ContactMessageRequest,
  ErrorKey,
  type Locale,
  type StaticPage,
} from '@trades/contracts';
import type { AppConfig } from '../../config/config.ts';
import type { Database } from '../../infra/db/database.ts';
import { AppError, addFormError } from '../../infra/http/errors.ts';
import { localised } from '../../infra/i18n/localised.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import { type PhoneCheck, validatePhone } from '../../infra/phone/phone.ts';
import { type CatalogueEntry, type ReferenceCatalogueStore, ReferenceKind } from '../reference/index.ts';
import { insertContactMessage } from './content.repository.ts';
import { contactConfirmationMail, contactInboxMail } from './content.mails.ts';
import { isStaticDocumentKey, staticDocuments } from './documents/index.ts';

export interface ContentDeps {
  db: Database;
  outbox: Outbox;
  catalogue: ReferenceCatalogueStore;
  config: Pick<AppConfig, 'CONTACT_INBOX'>;
}

export function staticPage(docName: string, locale: Locale): StaticPage {
  if (!isStaticDocumentKey(docName)) throw AppError.notFound();
  const document = staticDocuments[docName][locale];
  return { docName, locale, title: document.title, content: document.html };
}

/** Rules the schema cannot check: the phone must be valid for its country and the contact hours must exist. */
export function contactFormErrors(phone: PhoneCheck, requestedTimes: number[], knownTimes: number[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!phone.valid) addFormError(errors, 'phone', ErrorKey.InvalidPhone);
  const known = new Set(knownTimes);
  if (requestedTimes.some((id) => !known.has(id))) addFormError(errors, 'preferredContactTimes', ErrorKey.InvalidValue);
  return errors;
}

/**
 * Stores a contact-form message and mails it to the team's inbox; with sendConfirmation the
 * sender gets a confirmation of receipt in their language (without the message). Mails leave only after the message is committed.
 */
export async function sendContactMessage(
  deps: ContentDeps,
  input: ContactMessageRequest,
  sender: { locale: Locale; userId?: number },
): Promise<void> {
  const phone = validatePhone(input.phone.country, input.phone.number);
  const timeIds = [...new Set(input.preferredContactTimes)];
  const catalogue = await deps.catalogue.current();
  const times = catalogue.list(ReferenceKind.PreferredContactTimes).filter((entry) => timeIds.includes(entry.id));
  const formErrors = contactFormErrors(phone, timeIds, times.map((t) => t.id));
  if (Object.keys(formErrors).length > 0) {
    const onlyPhone = Object.keys(formErrors).length === 1 && formErrors.phone !== undefined;
    throw AppError.validation(formErrors, onlyPhone ? ErrorKey.InvalidPhone : ErrorKey.ValidationError);
  }
  const e164 = phone.valid ? phone.e164 : input.phone.number;
  const titles = (entries: CatalogueEntry[], locale: Locale) => entries.map((entry) => localised(entry.title, locale));
  const mail = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: e164,
    messageSubject: input.messageSubject,
    messageBody: input.messageBody,
    senderLocale: sender.locale,
    sendConfirmation: input.sendConfirmation,
  };

  const messages = await deps.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneCountry: input.phone.country,
      phoneNumber: e164,
      messageSubject: input.messageSubject,
      messageBody: input.messageBody,
      sendConfirmation: input.sendConfirmation,
      preferredContactTimes: times.map((t) => t.id),
      locale: sender.locale,
      userId: sender.userId,
    });
    const inbox = await deps.outbox.email(tx, {
      to: deps.config.CONTACT_INBOX,
      locale: 'en',
      template: 'contact_message',
      content: contactInboxMail({ ...mail, preferredContactTimes: titles(times, 'en') }),
    });
    if (!input.sendConfirmation) return [inbox];
    const copy = await deps.outbox.email(tx, {
      to: input.email,
      locale: sender.locale,
      template: 'contact_confirmation',
      userId: sender.userId,
      content: contactConfirmationMail(mail, sender.locale),
    });
    return [inbox, copy];
  });
  await deps.outbox.flush(messages);
}
