/*
 * Consents shown at registration and in account settings, per account type. Required consents
 * cannot be unticked. Each title names the document it accepts; the documents themselves are the
 * static pages (terms-*, privacy-*) served by the content feature.
 *
 * Source: GDPR (Regulation (EU) 2016/679) consent rules: one purpose per consent, marketing
 * optional. Ids are a contract: candidate 1-4, client 11-14; never renumber.
 */
import type { DictionaryItem } from './localized-text.ts';

export type ConsentAccountType = 'MemberCandidate' | 'MemberClient';

export interface Consent extends DictionaryItem {
  readonly accountType: ConsentAccountType;
  readonly isRequired: boolean;
  /** Display order within the account type. */
  readonly position: number;
  /** Static document the consent refers to, if any. */
  readonly documentKey?: 'terms-candidate' | 'privacy-candidate' | 'terms-client' | 'privacy-client';
}

export const consents: readonly Consent[] = [
  {
    id: 1,
    accountType: 'MemberCandidate',
    isRequired: true,
    position: 1,
    documentKey: 'terms-candidate',
    title: {
      pl: 'Akceptuję regulamin serwisu dla kandydatów.',
      en: 'I accept the terms of service for candidates.',
      no: 'Jeg godtar vilkårene for kandidater.',
      ua: 'Я приймаю умови користування сервісом для кандидатів.',
    },
  },
  {
    id: 2,
    accountType: 'MemberCandidate',
    isRequired: true,
    position: 2,
    documentKey: 'privacy-candidate',
    title: {
      pl: 'Akceptuję politykę prywatności.',
      en: 'I have read and accept the privacy policy.',
      no: 'Jeg har lest og godtar personvernerklæringen.',
      ua: 'Я приймаю політику конфіденційності.',
    },
  },
  {
    id: 3,
    accountType: 'MemberCandidate',
    isRequired: true,
    position: 3,
    title: {
      pl: 'Wyrażam zgodę na udostępnianie mojego profilu pracodawcom w celu rekrutacji.',
      en: 'I agree that my profile is shared with employers for recruitment.',
      no: 'Jeg samtykker til at profilen min deles med arbeidsgivere i rekrutteringsøyemed.',
      ua: 'Я погоджуюся на надання мого профілю роботодавцям з метою працевлаштування.',
    },
  },
  {
    id: 4,
    accountType: 'MemberCandidate',
    isRequired: false,
    position: 4,
    title: {
      pl: 'Chcę otrzymywać oferty i informacje marketingowe e-mailem i SMS-em.',
      en: 'I want to receive offers and marketing information by e-mail and SMS.',
      no: 'Jeg vil motta tilbud og markedsføring på e-post og SMS.',
      ua: 'Я хочу отримувати пропозиції та маркетингову інформацію електронною поштою та SMS.',
    },
  },
  {
    id: 11,
    accountType: 'MemberClient',
    isRequired: true,
    position: 1,
    documentKey: 'terms-client',
    title: {
      pl: 'Akceptuję regulamin serwisu dla pracodawców.',
      en: 'I accept the terms of service for employers.',
      no: 'Jeg godtar vilkårene for arbeidsgivere.',
      ua: 'Я приймаю умови користування сервісом для роботодавців.',
    },
  },
  {
    id: 12,
    accountType: 'MemberClient',
    isRequired: true,
    position: 2,
    documentKey: 'privacy-client',
    title: {
      pl: 'Akceptuję politykę prywatności.',
      en: 'I have read and accept the privacy policy.',
      no: 'Jeg har lest og godtar personvernerklæringen.',
      ua: 'Я приймаю політику конфіденційності.',
    },
  },
  {
    id: 13,
    accountType: 'MemberClient',
    isRequired: true,
    position: 3,
    title: {
      pl: 'Zobowiązuję się wykorzystywać dane kandydatów wyłącznie w celu rekrutacji.',
      en: 'I will use candidates’ data only for recruitment.',
      no: 'Jeg forplikter meg til å bruke kandidatenes opplysninger kun til rekruttering.',
      ua: 'Я зобов’язуюся використовувати дані кандидатів лише для підбору персоналу.',
    },
  },
  {
    id: 14,
    accountType: 'MemberClient',
    isRequired: false,
    position: 4,
    title: {
      pl: 'Chcę otrzymywać informacje handlowe e-mailem i SMS-em.',
      en: 'I want to receive marketing information by e-mail and SMS.',
      no: 'Jeg vil motta markedsføring på e-post og SMS.',
      ua: 'Я хочу отримувати маркетингову інформацію електронною поштою та SMS.',
    },
  },
];
