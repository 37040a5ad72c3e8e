import { type ErrorCode, ErrorKey, type Locale } from '@trades/contracts';

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  [ErrorKey.ValidationError]: 422,
  [ErrorKey.Unauthorized]: 401,
  [ErrorKey.InvalidCredentials]: 401,
  [ErrorKey.Forbidden]: 403,
  [ErrorKey.NotFound]: 404,
  [ErrorKey.Conflict]: 409,
  [ErrorKey.EmailTaken]: 409,
  [ErrorKey.TooManyRequests]: 429,
};

/** Values a message names (`{{floor}}`), filled in per language when the message is written. */
export type MessageParams = Record<string, string | number | ((locale: Locale) => string)>;

/**
 * The one error type services throw. `code` is an error code of contracts (translated into `message`,
 * with `params` filled in); `formErrors` maps a field path to message keys. The HTTP status follows
 * from the code unless given.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly formErrors: Record<string, string[]> = {},
    statusCode?: number,
    readonly params: MessageParams = {},
  ) {
    super(code);
    this.statusCode = statusCode ?? STATUS_BY_CODE[code] ?? 400;
  }

  static validation(formErrors: Record<string, string[]>, code: ErrorCode = ErrorKey.ValidationError, params: MessageParams = {}) {
    return new AppError(code, formErrors, 422, params);
  }
  static notFound() {
    return new AppError(ErrorKey.NotFound);
  }
  static forbidden() {
    return new AppError(ErrorKey.Forbidden);
  }
  static unauthorized() {
    return new AppError(ErrorKey.Unauthorized);
  }
  static conflict(code: ErrorCode = ErrorKey.Conflict, formErrors: Record<string, string[]> = {}) {
    return new AppError(code, formErrors, 409);
  }
}

/** Path segments as the web app names fields: phones[0].phone.number */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number' || /^\d+$/.test(String(segment))) out += `[${String(segment)}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '_';
}

export function addFormError(errors: Record<string, string[]>, field: string, key: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(key)) list.push(key);
}
