import type { ApiErrorBody } from '@trades/contracts';
import { SESSION_MARKER, clearTokens, readTokens, saveTokens } from './cookies';
import { currentLocale } from './i18n';

/** An error answer of the API, with its message and per-field keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  get formErrors(): Record<string, string[]> {
    return this.body.formErrors ?? {};
  }
}

type Body = Record<string, unknown> | FormData | URLSearchParams | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  /** Send the bearer token (default true when one exists). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Further headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** How requests go out: the browser's fetch, or the server's own routes while it renders a first view. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * What a refresh came to: new tokens, a refusal (the session is over: its refresh token is unknown, used or
 * revoked), or no answer that says either (offline, a timeout, a busy or failing server): the session stays.
 */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

let refreshing: Promise<RefreshOutcome> | null = null;
/** Bumped on sign-out so a refresh already in flight does not store tokens afterwards. */
let sessionGeneration = 0;

/** Signs out: the server ends the session (its refresh cookie and every access token of it). */
export function endSession(): void {
  sessionGeneration += 1;
  const { refresh } = readTokens();
  clearTokens();
  if (!refresh) return;
  void fetch('/v1/token/revoke', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': currentLocale() },
    body: JSON.stringify(refreshBody(refresh)),
    // Sent even when the page navigates away at once.
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The refresh token travels in the server's HttpOnly cookie. A session started before that
 * cookie existed still has its token in the script-readable cookie, sent once here and then
 * replaced by the mark.
 */
function refreshBody(refresh: string): { refresh_token?: string } {
  return refresh === SESSION_MARKER ? {} : { refresh_token: refresh };
}
const sessionListeners = new Set<() => void>();

/** Called when the session ends because the refresh token was refused. */
export function onSessionExpired(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** The browser-wide lock one refresh at a time holds: every tab of the site shares the one refresh cookie. */
const REFRESH_LOCK = 'trades-token-refresh';

/**
 * Exchanges the refresh cookie for new tokens; concurrent callers share one exchange, and tabs take
 * turns (a Web Lock). A refresh token is used up by its exchange, and one presented twice ends the
 * session, so two tabs opened at once must not both present it: the second waits, and finds the
 * tokens the first one got.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  const accessBefore = readTokens().token;
  const exchange = () => exchangeRefreshToken(accessBefore);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  refreshing ??= (locks ? locks.request(REFRESH_LOCK, exchange) : exchange()).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The answers that end a session: its refresh token was refused. Anything else (429, 5xx) may pass. */
const REFUSED_REFRESH = new Set([400, 401, 403]);

async function exchangeRefreshToken(accessBefore: string | undefined): Promise<RefreshOutcome> {
  const { refresh, token } = readTokens();
  if (!refresh) return 'refused';
  // Another tab refreshed while this one waited: its tokens are this tab's too.
  if (token && token !== accessBefore) return 'refreshed';
  const generation = sessionGeneration;
  try {
    const response = await fetch('/v1/token/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': currentLocale() },
      body: JSON.stringify(refreshBody(refresh)),
    });
    if (REFUSED_REFRESH.has(response.status)) {
      clearTokens();
      return 'refused';
    }
    if (!response.ok) return 'unavailable';
    // The new refresh token came back in the server's cookie, not in this answer.
    const tokens = (await response.json()) as { token: string };
    if (generation !== sessionGeneration) return 'refused';
    saveTokens(tokens.token, SESSION_MARKER);
    return 'refreshed';
  } catch {
    // No answer: a phone between networks must not lose its session.
    return 'unavailable';
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, 'x-locale': currentLocale(), accept: 'application/json' };
  const { token } = readTokens();
  if (token && options.auth !== false) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return transport(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
}

/**
 * Calls the API. A 401 with a token triggers one refresh and one retry;
 * if the refresh is refused, listeners are told the session ended. Errors throw ApiError.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentWith = readTokens().token;
  let response = await send(path, options);
  if (response.status === 401 && options.auth !== false && readTokens().refresh) {
    const current = readTokens().token;
    // Another call refreshed while this one was under way: its token is fresh, no second refresh.
    const outcome = current && current !== sentWith ? 'refreshed' : await refreshSession();
    if (outcome === 'refreshed') response = await send(path, options);
    else if (outcome === 'refused') sessionListeners.forEach((listener) => listener());
    // Unavailable: this call fails as it is, and the session stays for the next one.
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, {
      message: body.message ?? '',
      code: body.code ?? 'unexpected_error',
      formErrors: body.formErrors ?? {},
    });
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
