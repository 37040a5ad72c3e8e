/*
 * Documents a trades worker needs (or an employer asks for) per country of work, offered as
 * "required documents" in work-location preferences and offers.
 *
 * Sources: Norwegian Tax Administration (skattekort, D-nummer), Arbeidstilsynet (HMS-kort),
 * NOKUT (recognition of foreign vocational education), EU Regulation 883/2004 (A1 certificate);
 * the other countries' items follow the public authorities' names (ID06, samordningsnummer, SINK,
 * CPR, RUT, Valtti, verokortti, Steuer-ID, SOKA-BAU, BSN, Meldloket, VCA, Limosa,
 * Checkin@Work, INSZ/BIS, PESEL, NIP, rodné číslo). Norway checked; other countries unverified.
 *
 * Ids are global across countries (A1, VCA and the ID document are shared) and are a contract:
 * tax card = 1 and D-number / personal number = 2 (Norway) are used by the app's rules.
 */
import type { DictionaryItem } from './localized-text.ts';

export interface RequiredDocument extends DictionaryItem {
  /** Stable slug for code and logs. */
  readonly code: string;
  /** Documents that must be ticked together with this one (tax card 1 needs personal number 2). */
  readonly requires?: readonly number[];
}

export const TAX_CARD_DOCUMENT_ID = 1;
export const PERSONAL_NUMBER_DOCUMENT_ID = 2;

export const requiredDocuments: readonly RequiredDocument[] = [
  {
    id: 1,
    code: 'no-tax-card',
    requires: [2],
    title: { pl: 'Karta podatkowa (skattekort)', en: 'Tax deduction card (skattekort)', no: 'Skattekort', ua: 'Податкова картка (skattekort)' },
  },
  {
    id: 2,
    code: 'no-d-number',
    title: {
      pl: 'D-nummer lub norweski numer osobowy',
      en: 'D number or Norwegian national identity number',
      no: 'D-nummer eller fødselsnummer',
      ua: 'D-номер або норвезький персональний номер',
    },
  },
  {
    id: 3,
    code: 'no-hms-card',
    title: { pl: 'Karta HMS (identyfikator na budowę)', en: 'HMS card (construction site ID card)', no: 'HMS-kort', ua: 'Картка HMS (посвідчення для будмайданчика)' },
  },
  {
    id: 4,
    code: 'a1-certificate',
    title: { pl: 'Zaświadczenie A1 (delegowanie)', en: 'A1 certificate (posted workers)', no: 'A1-attest (utsendte arbeidstakere)', ua: 'Довідка A1 (відряджені працівники)' },
  },
  {
    id: 5,
    code: 'no-nokut-recognition',
    title: {
      pl: 'Uznanie kwalifikacji zawodowych przez NOKUT',
      en: 'NOKUT recognition of foreign vocational qualifications',
      no: 'NOKUT-godkjenning av utenlandsk fag- og yrkesopplæring',
      ua: 'Визнання професійної кваліфікації в NOKUT',
    },
  },
  {
    id: 6,
    code: 'no-eea-registration',
    title: {
      pl: 'Rejestracja obywatela UE/EOG (policja)',
      en: 'EU/EEA registration certificate (police)',
      no: 'Registreringsbevis for EU/EØS-borgere',
      ua: 'Реєстраційне посвідчення громадянина ЄС/ЄЕЗ (поліція)',
    },
  },
  { id: 7, code: 'se-id06', title: { pl: 'Karta ID06', en: 'ID06 card', no: 'ID06-kort', ua: 'Картка ID06' } },
  {
    id: 8,
    code: 'se-coordination-number',
    title: {
      pl: 'Numer koordynacyjny (samordningsnummer)',
      en: 'Coordination number (samordningsnummer)',
      no: 'Samordningsnummer (Sverige)',
      ua: 'Координаційний номер (samordningsnummer)',
    },
  },
  {
    id: 9,
    code: 'se-sink',
    title: {
      pl: 'Decyzja SINK (podatek dla nierezydentów)',
      en: 'SINK decision (non-resident income tax)',
      no: 'SINK-vedtak (skatt for ikke-bosatte)',
      ua: 'Рішення SINK (податок для нерезидентів)',
    },
  },
  { id: 10, code: 'dk-cpr', title: { pl: 'Numer CPR', en: 'CPR number', no: 'CPR-nummer', ua: 'Номер CPR' } },
  {
    id: 11,
    code: 'dk-rut',
    title: {
      pl: 'Rejestracja w RUT (usługodawcy zagraniczni)',
      en: 'RUT registration (foreign service providers)',
      no: 'RUT-registrering (utenlandske tjenesteytere)',
      ua: 'Реєстрація в RUT (іноземні постачальники послуг)',
    },
  },
  {
    id: 12,
    code: 'dk-tax-card',
    title: { pl: 'Karta podatkowa (skattekort, Dania)', en: 'Tax card (skattekort, Denmark)', no: 'Skattekort (Danmark)', ua: 'Податкова картка (Данія)' },
  },
  {
    id: 13,
    code: 'fi-tax-number-valtti',
    title: {
      pl: 'Fiński numer podatkowy na karcie ze zdjęciem (Valtti)',
      en: 'Finnish tax number on photo ID (Valtti card)',
      no: 'Finsk skattenummer på ID-kort (Valtti)',
      ua: 'Фінський податковий номер на посвідченні з фото (Valtti)',
    },
  },
  {
    id: 14,
    code: 'fi-tax-card',
    title: { pl: 'Karta podatkowa (verokortti)', en: 'Tax card (verokortti)', no: 'Skattekort (Finland)', ua: 'Податкова картка (verokortti)' },
  },
  {
    id: 15,
    code: 'fi-occupational-safety-card',
    title: {
      pl: 'Karta BHP (työturvallisuuskortti)',
      en: 'Occupational safety card (työturvallisuuskortti)',
      no: 'Arbeidssikkerhetskort (Finland)',
      ua: 'Картка з охорони праці (työturvallisuuskortti)',
    },
  },
  {
    id: 16,
    code: 'fi-personal-identity-code',
    title: {
      pl: 'Fiński numer identyfikacyjny (henkilötunnus)',
      en: 'Finnish personal identity code (henkilötunnus)',
      no: 'Finsk personnummer (henkilötunnus)',
      ua: 'Фінський ідентифікаційний код (henkilötunnus)',
    },
  },
  {
    id: 17,
    code: 'de-tax-id',
    title: {
      pl: 'Niemiecki numer podatkowy (Steuer-ID)',
      en: 'Tax identification number (Steuer-ID)',
      no: 'Tysk skatte-ID (Steuer-ID)',
      ua: 'Податковий номер (Steuer-ID)',
    },
  },
  {
    id: 18,
    code: 'de-social-insurance-number',
    title: {
      pl: 'Numer ubezpieczenia społecznego (Sozialversicherungsnummer)',
      en: 'Social insurance number (Sozialversicherungsnummer)',
      no: 'Trygdenummer (Sozialversicherungsnummer)',
      ua: 'Номер соціального страхування (Sozialversicherungsnummer)',
    },
  },
  {
    id: 19,
    code: 'de-anmeldung',
    title: {
      pl: 'Zameldowanie (Anmeldung)',
      en: 'Residence registration (Anmeldung)',
      no: 'Bostedsregistrering (Anmeldung)',
      ua: 'Реєстрація місця проживання (Anmeldung)',
    },
  },
  {
    id: 20,
    code: 'de-soka-bau',
    title: {
      pl: 'Zgłoszenie do SOKA-BAU (kasa urlopowa budownictwa)',
      en: 'SOKA-BAU registration (construction holiday fund)',
      no: 'SOKA-BAU-registrering (feriekasse for bygg)',
      ua: 'Реєстрація в SOKA-BAU (відпусткова каса будівельників)',
    },
  },
  { id: 21, code: 'nl-bsn', title: { pl: 'Numer BSN', en: 'BSN (citizen service number)', no: 'BSN-nummer (Nederland)', ua: 'Номер BSN' } },
  {
    id: 22,
    code: 'nl-posting-notification',
    title: {
      pl: 'Zgłoszenie delegowania (Meldloket)',
      en: 'Posting notification (Meldloket)',
      no: 'Melding om utsending (Meldloket)',
      ua: 'Повідомлення про відрядження (Meldloket)',
    },
  },
  { id: 23, code: 'vca', title: { pl: 'Certyfikat VCA (BHP)', en: 'VCA safety certificate', no: 'VCA-sikkerhetssertifikat', ua: 'Сертифікат безпеки VCA' } },
  { id: 24, code: 'be-limosa', title: { pl: 'Zgłoszenie Limosa (L1)', en: 'Limosa declaration (L1)', no: 'Limosa-melding (L1)', ua: 'Декларація Limosa (L1)' } },
  {
    id: 25,
    code: 'be-checkin-at-work',
    title: {
      pl: 'Rejestracja obecności Checkin@Work',
      en: 'Checkin@Work site registration',
      no: 'Checkin@Work-registrering',
      ua: 'Реєстрація присутності Checkin@Work',
    },
  },
  { id: 26, code: 'be-insz-bis', title: { pl: 'Numer INSZ / BIS', en: 'INSZ / BIS number', no: 'INSZ-/BIS-nummer', ua: 'Номер INSZ / BIS' } },
  { id: 27, code: 'pl-pesel', title: { pl: 'Numer PESEL', en: 'PESEL number', no: 'PESEL-nummer', ua: 'Номер PESEL' } },
  { id: 28, code: 'pl-nip', title: { pl: 'Numer NIP', en: 'NIP tax number', no: 'NIP-skattenummer', ua: 'Податковий номер NIP' } },
  {
    id: 29,
    code: 'labour-office-notification',
    title: {
      pl: 'Powiadomienie urzędu pracy lub zezwolenie na pracę (spoza UE)',
      en: 'Labour-office notification or work permit (non-EU)',
      no: 'Melding til arbeidskontoret eller arbeidstillatelse (utenfor EU)',
      ua: 'Повідомлення до служби зайнятості або дозвіл на роботу (не ЄС)',
    },
  },
  {
    id: 30,
    code: 'occupational-medical-certificate',
    title: {
      pl: 'Orzeczenie lekarskie (badania medycyny pracy)',
      en: 'Occupational medical certificate',
      no: 'Legeattest (arbeidsmedisinsk undersøkelse)',
      ua: 'Медична довідка (профогляд)',
    },
  },
  {
    id: 31,
    code: 'cz-birth-number',
    title: {
      pl: 'Czeski numer identyfikacyjny (rodné číslo)',
      en: 'Czech birth number (rodné číslo)',
      no: 'Tsjekkisk personnummer (rodné číslo)',
      ua: 'Чеський персональний номер (rodné číslo)',
    },
  },
  {
    id: 32,
    code: 'id-document',
    title: { pl: 'Paszport lub dowód osobisty', en: 'Passport or national ID card', no: 'Pass eller nasjonalt ID-kort', ua: 'Паспорт або ID-картка' },
  },
  {
    id: 33,
    code: 'ehic',
    title: {
      pl: 'Europejska Karta Ubezpieczenia Zdrowotnego (EKUZ)',
      en: 'European Health Insurance Card (EHIC)',
      no: 'Europeisk helsetrygdkort',
      ua: 'Європейська картка медичного страхування (EHIC)',
    },
  },
  {
    id: 34,
    code: 'no-dsb-approval',
    title: {
      pl: 'Uznanie kwalifikacji elektrycznych przez DSB',
      en: 'DSB approval of electrical qualifications',
      no: 'DSB-godkjenning av elektrokvalifikasjoner',
      ua: 'Визнання електричної кваліфікації в ДСБ (Норвегія)',
    },
  },
];

/** Country of work id -> document ids offered for that country, in display order. */
export const requiredDocumentsByCountry: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 3, 4, 5, 6, 34, 32, 33],
  2: [7, 8, 9, 4, 32, 33],
  3: [10, 11, 12, 4, 32, 33],
  4: [13, 14, 15, 16, 4, 32, 33],
  5: [17, 18, 19, 4, 20, 32, 33],
  6: [21, 22, 4, 23, 32, 33],
  7: [24, 25, 26, 4, 23, 32, 33],
  8: [27, 28, 29, 30, 32],
  9: [31, 29, 30, 32],
};
