/*
 * The constants of the candidate profile's rules and its message keys (the wizard, uploads and
 * phone verification).
 */

export const MIN_CANDIDATE_AGE_YEARS = 16;
export const EARLIEST_BIRTH_DATE = '1950-01-01';
export const MAX_WORK_YEARS = 80;
export const MAX_WORK_MONTHS = 12;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const EXPERT_PROFESSION_CLASS_ID = 2;
export const JOURNEYMAN_DIPLOMA_ID = 1;
export const MASTER_DIPLOMA_ID = 2;
export const TECHNICAL_DRAWING_SKILL_ID = 1;
export const NORWAY_COUNTRY_ID = 1;
export const TAX_CARD_DOCUMENT_ID = 1;
export const PERSONAL_NUMBER_DOCUMENT_ID = 2;
/** Flexible-work hours are chosen every 15 minutes from 00:00 to 23:45. */
export const FLEXIBLE_HOUR_STEP_MINUTES = 15;

/**
 * The one size limit of every upload (wizard documents, work-place documents, logos, the CV): a phone
 * camera's photo fits, and images are downscaled on the server, so what is stored stays small.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Kinds of stored files. Photos sent as WebP or HEIF are stored as the JPEG the server makes of them. */
export const UPLOAD_KINDS = ['jpeg', 'png', 'pdf', 'doc', 'docx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** Purposes a temporary upload may declare; kept with the file (the data export lists it). */
export const UPLOAD_PURPOSES = ['general', 'work_location_document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Every purpose a stored file can have: the CV is uploaded through its own route, never as a temporary file. */
export type FilePurpose = UploadPurpose | 'cv';

export const WIZARD_STEPS = [2, 3, 4, 5, 6, 7, 8] as const;
export type WizardStepNumber = (typeof WIZARD_STEPS)[number];

/** Phone verification codes: 6 digits, 10 minutes, 5 tries, one new code a minute per phone. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 600;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;

/** The profile PDF link lives 15 minutes. */
export const PROFILE_PRINT_LINK_TTL_SECONDS = 900;

/** Message keys of the candidate profile, wizard, uploads and phone verification. */
export const ProfileErrorKey = {
  MinAge: 'min_age_16',
  BirthDateTooEarly: 'date_of_birth_before_1950',
  InvalidDate: 'invalid_date',
  PhoneDuplicated: 'phone_duplicated',
  LanguageDuplicated: 'language_duplicated',
  LanguageIsNative: 'language_is_native',
  ProfessionNotAdded: 'profession_not_added',
  TooManyProfessions: 'too_many_professions',
  ProfessionDuplicated: 'profession_duplicated',
  AtLeastOneCertificate: 'at_least_one_certificate',
  SkillsNotRated: 'skillsNotRated',
  MaterialsNotRated: 'pmNotRated',
  InvalidRating: 'invalid_rating',
  JourneymanDiplomaRequired: 'journeyman_diploma_required',
  TechnicalDrawingRequired: 'technical_drawing_required',
  ExpertWorkEntryRequired: 'expert_work_entry_required',
  Max80Years: 'max_80_years',
  Max12Months: 'max_length_12_months',
  AtLeastOneMonth: 'at_least_one_month_is_required',
  WorkTimeBeyondAdultLife: 'work_time_longer_than_adult_life',
  WorkTermsRequired: 'at_least_one_work_term',
  AvailabilityDate: 'availability_date_error',
  LocationRequired: 'location_required',
  TooManyLocations: 'too_many_locations',
  LocationCountryDuplicated: 'location_country_duplicated',
  CityRequired: 'city_required',
  RateTooLow: 'rate_range_too_low',
  RateTooHigh: 'rate_range_too_high',
  PersonalNumberRequired: 'personal_number_required',
  InvalidTime: 'invalid_time',
  InvalidMonth: 'invalid_month',
  InvalidDay: 'invalid_day',
  FileNotFound: 'file_not_found',
  FileTooLarge: 'file_too_large',
  FileTypeNotAllowed: 'file_type_not_allowed',
  /** A HEIC/HEIF photo this server's image library cannot decode (its HEVC codec is not built in). */
  HeicNotSupported: 'heic_not_supported',
  CvTypeNotAllowed: 'cv_type_not_allowed',
  WizardStepNotReached: 'wizard_step_not_reached',
  InvalidCode: 'invalid_code',
  CodeExpired: 'code_expired',
  TooManyAttempts: 'too_many_attempts',
  PhoneVerifySuccess: 'phone_verify_success',
  ResendSmsSuccess: 'resend_sms_success',
  ResendSmsError: 'resend_sms_error',
  PhoneAlreadyConfirmed: 'phone_already_confirmed',
} as const;
export type ProfileErrorKey = (typeof ProfileErrorKey)[keyof typeof ProfileErrorKey];
