import { type Locale, type PhonePrefixDictionary, phoneCountryForLocale } from '@trades/contracts';
import type { ApiError } from '@/lib/api-client';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: { country: string; number: string };
  messageSubject: string;
  messageBody: string;
  sendConfirmation: boolean;
  /** Ids as strings, as the multi-select holds them. */
  preferredContactTimes: string[];
}

export function emptyContactForm(locale: Locale): ContactFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    // The same start as the sign-up form's.
    phone: { country: phoneCountryForLocale(locale), number: '' },
    messageSubject: '',
    messageBody: '',
    sendConfirmation: false,
    preferredContactTimes: [],
  };
}

/** The form-encoded body of POST /public/send-contact-message in the spec's bracket notation. */
export function contactMessageBody(values: ContactFormValues): URLSearchParams {
  const body = new URLSearchParams();
  body.set('firstName', values.firstName.trim());
  body.set('lastName', values.lastName.trim());
  body.set('email', values.email.trim());
  body.set('phone[country]', values.phone.country);
  body.set('phone[number]', values.phone.number.trim());
  body.set('messageSubject', values.messageSubject.trim());
  body.set('messageBody', values.messageBody.trim());
  body.set('sendConfirmation', values.sendConfirmation ? '1' : '0');
  values.preferredContactTimes.forEach((id, index) => body.set(`preferredContactTimes[${index}]`, id));
  return body;
}

/**
 * Field errors of a refused phone check: the API names `country` or `number`; anything else it
 * refuses is the number.
 */
export function phoneCheckErrors(error: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, keys] of Object.entries(error.formErrors)) {
    const key = keys[0] ?? 'invalid_phone';
    if (/country$/.test(field)) errors['phone.country'] = key;
    else errors['phone.number'] = key;
  }
  if (Object.keys(errors).length === 0) errors['phone.number'] = 'invalid_phone';
  return errors;
}

/** Select data: preferred countries first, then the remaining ones, each country once. */
export function phonePrefixOptions(dictionary: PhonePrefixDictionary | undefined, labels: { preferred: string; remaining: string }) {
  if (!dictionary) return [];
  const seen = new Set<string>();
  const items = (list: PhonePrefixDictionary['preferred']) =>
    list.flatMap((item) => {
      const value = item.countryCode || item.id;
      if (seen.has(value)) return [];
      seen.add(value);
      return [{ value, label: item.title || `${item.country} (${item.prefix})` }];
    });
  return [
    { group: labels.preferred, items: items(dictionary.preferred ?? []) },
    { group: labels.remaining, items: items(dictionary.remaining ?? []) },
  ].filter((group) => group.items.length > 0);
}
