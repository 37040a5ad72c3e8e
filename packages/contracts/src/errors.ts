/**
 * Message keys the API puts in formErrors and the web app translates.
 * They are part of the contract: the names come from the specification.
 */
export const ErrorKey = {
  FieldRequired: 'field_required',
  InvalidEmail: 'invalid_email',
  InvalidPassword: 'invalid_password',
  OnlyText: 'only_text',
  NoSpaces: 'no_spaces',
  NewPasswordDifferent: 'new_password_different',
  RequiredConsents: 'required_consents_validation_err',
  InvalidPhone: 'invalid_phone',
  EmailTaken: 'email_taken',
  InvalidCredentials: 'invalid_credentials',
  InvalidCurrentPassword: 'invalid_current_password',
  InvalidToken: 'invalid_token',
  ValidationError: 'validation_error',
  UnexpectedError: 'unexpected_error',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  TooManyRequests: 'too_many_requests',
  TooLong: 'too_long',
  InvalidValue: 'invalid_value',
  /** A tax id that is not one of its country's (a NIP's or an organisation number's check digit, an EU VAT number's format). */
  InvalidTaxId: 'invalid_tax_id',
  /** Not an ISO 3166-1 alpha-2 code of the countries dictionary ("PO" is not a country). */
  InvalidCountry: 'invalid_country',
  /** A Polish postal code is NN-NNN. */
  InvalidZipCode: 'invalid_zip_code',
  // Security limits and password rules
  CommonPassword: 'common_password',
  TooManySignInAttempts: 'too_many_sign_in_attempts',
  TooManyPasswordAttempts: 'too_many_password_attempts',
  SmsAccountHourlyLimit: 'sms_account_hourly_limit',
  SmsAccountDailyLimit: 'sms_account_daily_limit',
  SmsNumberDailyLimit: 'sms_number_daily_limit',
  SmsGlobalLimit: 'sms_global_limit',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

/** Errors the web app raises itself: no API answer carries them. */
export const ClientErrorKey = {
  FileUploadError: 'file_upload_error',
} as const;
export type ClientErrorKey = (typeof ClientErrorKey)[keyof typeof ClientErrorKey];
