import { ProfileErrorKey } from '../candidate-profile/index.ts';

/* The employer's offers: limits of the offer form, the list and the brands, and their message keys. */

/**
 * Description: at most 5,000 characters of text once the markup is stripped (a job ad's length: the
 * spec's 256 cut ads short); the counter warns under 50 left. The HTML itself may be longer, up to
 * OFFER_DESCRIPTION_MAX_HTML_LENGTH.
 */
export const OFFER_DESCRIPTION_MAX_LENGTH = 5000;
export const OFFER_DESCRIPTION_MAX_HTML_LENGTH = 60_000;
export const OFFER_DESCRIPTION_WARNING_REMAINING = 50;
export const OFFER_NOTES_MAX_LENGTH = 2000;
/**
 * Upper limits of the number fields, reported as 'max_value_is': the form shows the limit from
 * here (the error carries only the key).
 */
export const OFFER_FIELD_MAX = {
  numberOfVacancies: 9999,
  minExperience: 80,
  workDailyHours: 16,
  workMonthDays: 30,
  salaryAmount: 1_000_000,
} as const;
export const OFFER_WEEK_MIN = 1;
export const OFFER_WEEK_MAX = 53;
/** The client offer list call: 100 rows by default; the list page asks for 10. */
export const CLIENT_OFFER_LIST_DEFAULT_LIMIT = 100;
export const CLIENT_OFFER_LIST_MAX_LIMIT = 100;
export const CLIENT_OFFER_LIST_PAGE_SIZE = 10;
/** Publication lasts 30 days unless the server is configured otherwise. */
export const OFFER_PUBLICATION_DAYS_DEFAULT = 30;
export const BRAND_NAME_MAX_LENGTH = 200;
/** Brand logos: 3 MB, jpeg or png (checked by content). */
export const BRAND_LOGO_MAX_BYTES = 3 * 1024 * 1024;
export const BRAND_LOGO_KINDS = ['jpeg', 'png'] as const;

/** The list tabs. Draft holds drafts, offers in verification, verified and ready for publication; archived also those an operator took offline. */
export const CLIENT_OFFER_LIST_STATUSES = ['active', 'archived', 'draft', 'withdrawn'] as const;
export type ClientOfferListStatus = (typeof CLIENT_OFFER_LIST_STATUSES)[number];

/** Message keys of the offer form and the offer and brand actions. */
export const OfferErrorKey = {
  TooManyCharacters: 'too_many_characters',
  MaxValueIs: 'max_value_is',
  DontEnterNegativeNumbers: 'dont_enter_negative_numbers',
  /** An offer offers one vacancy at least. */
  AtLeastOneVacancy: 'at_least_one_vacancy',
  RateTooLow: 'rate_range_too_low',
  RateTooHigh: 'rate_range_too_high',
  MinRateAboveMax: 'min_rate_should_be_lower_or_equal_max_rate',
  MaxRateBelowMin: 'max_rate_should_be_higher_or_equal_min_rate',
  WeeksNotSelectedProperly: 'weeks_not_selected_properly',
  FlexibleConditionEmpty: 'flexible_condition_empty',
  DateBeforeToday: 'date_before_today',
  EndDateNotAfterStart: 'end_date_must_be_after_start',
  SalaryDailyOrMonthly: 'salary_daily_or_monthly',
  /** An amount below the general-application minimum wage; the message names the floor ({{floor}} {{currency}}). */
  SalaryBelowMinimumWage: 'salary_below_minimum_wage',
  JourneymanDiplomaRequired: ProfileErrorKey.JourneymanDiplomaRequired,
  TechnicalDrawingRequired: ProfileErrorKey.TechnicalDrawingRequired,
  PersonalNumberRequired: ProfileErrorKey.PersonalNumberRequired,
  LanguageDuplicated: ProfileErrorKey.LanguageDuplicated,
  InvalidDate: ProfileErrorKey.InvalidDate,
  InvalidTime: ProfileErrorKey.InvalidTime,
  InvalidMonth: ProfileErrorKey.InvalidMonth,
  InvalidDay: ProfileErrorKey.InvalidDay,
  InvalidRating: ProfileErrorKey.InvalidRating,
  FileTooLarge: ProfileErrorKey.FileTooLarge,
  FileTypeNotAllowed: ProfileErrorKey.FileTypeNotAllowed,
  FileNotFound: ProfileErrorKey.FileNotFound,
  /** 409 codes of refused lifecycle actions. */
  CannotEdit: 'offer_cannot_be_edited',
  CannotApprove: 'offer_cannot_be_approved',
  CannotPublish: 'offer_cannot_be_published',
  CannotWithdraw: 'offer_cannot_be_withdrawn',
  CannotArchive: 'offer_cannot_be_archived',
  /** Only drafts (1), offers in verification (5) and verified ones (6) are deleted, and none an order bought. */
  CannotDelete: 'offer_cannot_be_deleted',
  PublicationRequiresPayment: 'offer_publication_requires_payment',
  /** With moderation on, an offer in verification (5) waits for an operator's approval. */
  AwaitingModeration: 'offer_awaiting_moderation',
  MainBrandCannotBeDeleted: 'main_brand_cannot_be_deleted',
} as const;
export type OfferErrorKey = (typeof OfferErrorKey)[keyof typeof OfferErrorKey];

/** Success message keys of the brand calls (the spec's toasts). */
export const BrandMessageKey = { Added: 'brand_added', Saved: 'brand_saved', Deleted: 'brand_deleted' } as const;
