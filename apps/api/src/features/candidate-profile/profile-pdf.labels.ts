import type { Locale } from '@trades/contracts';

/** Texts of the profile PDF in the four interface languages. */
export const PDF_LABELS = {
  documentTitle: { pl: 'Profil kandydata', en: 'Candidate profile', no: 'Kandidatprofil', ua: 'Профіль кандидата' },
  generatedOn: { pl: 'Wygenerowano', en: 'Generated on', no: 'Generert', ua: 'Створено' },
  personalData: { pl: 'Dane osobowe', en: 'Personal data', no: 'Personopplysninger', ua: 'Особисті дані' },
  contactData: { pl: 'Dane kontaktowe', en: 'Contact details', no: 'Kontaktinformasjon', ua: 'Контактні дані' },
  sex: { pl: 'Płeć', en: 'Sex', no: 'Kjønn', ua: 'Стать' },
  dateOfBirth: { pl: 'Data urodzenia', en: 'Date of birth', no: 'Fødselsdato', ua: 'Дата народження' },
  nationality: { pl: 'Obywatelstwo', en: 'Nationality', no: 'Statsborgerskap', ua: 'Громадянство' },
  residence: { pl: 'Kraj zamieszkania', en: 'Country of residence', no: 'Bostedsland', ua: 'Країна проживання' },
  nativeLanguage: { pl: 'Język ojczysty', en: 'Native language', no: 'Morsmål', ua: 'Рідна мова' },
  email: { pl: 'E-mail', en: 'E-mail', no: 'E-post', ua: 'Електронна пошта' },
  phones: { pl: 'Telefony', en: 'Phones', no: 'Telefoner', ua: 'Телефони' },
  verified: { pl: 'zweryfikowany', en: 'verified', no: 'bekreftet', ua: 'підтверджено' },
  contactTimes: { pl: 'Preferowane godziny kontaktu', en: 'Preferred contact times', no: 'Foretrukne kontakttider', ua: 'Зручний час для зв’язку' },
  availability: { pl: 'Dostępność', en: 'Availability', no: 'Tilgjengelighet', ua: 'Доступність' },
  availableFrom: { pl: 'Dostępny od', en: 'Available from', no: 'Tilgjengelig fra', ua: 'Доступний з' },
  notAvailable: { pl: 'Obecnie niedostępny', en: 'Not available at present', no: 'Ikke tilgjengelig nå', ua: 'Наразі недоступний' },
  languages: { pl: 'Języki obce', en: 'Foreign languages', no: 'Fremmedspråk', ua: 'Іноземні мови' },
  professions: { pl: 'Zawody', en: 'Professions', no: 'Yrker', ua: 'Професії' },
  professionClass: { pl: 'Klasa zawodowa', en: 'Level', no: 'Nivå', ua: 'Кваліфікація' },
  certificates: { pl: 'Certyfikaty i uprawnienia', en: 'Certificates', no: 'Sertifikater', ua: 'Сертифікати' },
  experiences: { pl: 'Doświadczenie', en: 'Experience', no: 'Erfaring', ua: 'Досвід' },
  skillsProfessionals: { pl: 'Umiejętności zawodowe', en: 'Professional skills', no: 'Faglige ferdigheter', ua: 'Професійні навички' },
  skillsTechnicals: { pl: 'Umiejętności techniczne', en: 'Technical skills', no: 'Tekniske ferdigheter', ua: 'Технічні навички' },
  skillsAdditionals: { pl: 'Umiejętności dodatkowe', en: 'Additional skills', no: 'Tilleggsferdigheter', ua: 'Додаткові навички' },
  productionStages: { pl: 'Etapy produkcji', en: 'Production stages', no: 'Produksjonsfaser', ua: 'Етапи виробництва' },
  productionMaterials: { pl: 'Materiały', en: 'Materials', no: 'Materialer', ua: 'Матеріали' },
  productionMethods: { pl: 'Metody pracy', en: 'Methods', no: 'Metoder', ua: 'Методи роботи' },
  productionUses: { pl: 'Zastosowania', en: 'Applications', no: 'Bruksområder', ua: 'Сфери застосування' },
  workHistory: { pl: 'Historia zatrudnienia', en: 'Work history', no: 'Arbeidserfaring', ua: 'Історія роботи' },
  references: { pl: 'Referencje', en: 'References', no: 'Referanser', ua: 'Рекомендації' },
  attachments: { pl: 'Załączniki', en: 'Attachments', no: 'Vedlegg', ua: 'Вкладення' },
  workLocations: { pl: 'Preferowane miejsca pracy', en: 'Preferred work locations', no: 'Foretrukne arbeidssteder', ua: 'Бажані місця роботи' },
  wholeCountry: { pl: 'Cały kraj', en: 'Whole country', no: 'Hele landet', ua: 'Уся країна' },
  documents: { pl: 'Dokumenty', en: 'Documents', no: 'Dokumenter', ua: 'Документи' },
  rating: { pl: 'Ocena kraju', en: 'Country rating', no: 'Vurdering av landet', ua: 'Оцінка країни' },
  expectedSalary: { pl: 'Oczekiwana stawka brutto', en: 'Expected gross rate', no: 'Ønsket bruttolønn', ua: 'Бажана ставка брутто' },
  perHour: { pl: '/godz.', en: '/hour', no: '/time', ua: '/год' },
  workTerms: { pl: 'Forma zatrudnienia', en: 'Terms of work', no: 'Arbeidsvilkår', ua: 'Умови роботи' },
  contractTypes: { pl: 'Rodzaje umów', en: 'Contract types', no: 'Avtaleformer', ua: 'Типи договорів' },
  constantWork: { pl: 'Praca stała', en: 'Constant work', no: 'Fast arbeid', ua: 'Постійна робота' },
  flexibleWork: { pl: 'Praca elastyczna', en: 'Flexible work', no: 'Fleksibelt arbeid', ua: 'Гнучка робота' },
  hours: { pl: 'Godziny', en: 'Hours', no: 'Klokkeslett', ua: 'Години' },
  none: { pl: 'brak', en: 'none', no: 'ingen', ua: 'немає' },
  yes: { pl: 'tak', en: 'yes', no: 'ja', ua: 'так' },
  no: { pl: 'nie', en: 'no', no: 'nei', ua: 'ні' },
  anonymousCandidate: { pl: 'Kandydat', en: 'Candidate', no: 'Kandidat', ua: 'Кандидат' },
} satisfies Record<string, Record<Locale, string>>;

export type PdfLabel = keyof typeof PDF_LABELS;

export function pdfLabel(key: PdfLabel, locale: Locale): string {
  return PDF_LABELS[key][locale];
}
