import { useSearchParams } from 'react-router';
import { safeRedirectPath } from './account-rules';

/** The query parameter of sign-in and sign-up naming where to go back to afterwards. */
export const RETURN_PARAM = 'redirect';
const REMEMBERED_KEY = 'return-path';

/** A link to `base` (sign-in, sign-up) that comes back to `returnTo` once the account is in. */
export function withReturnPath(base: string, returnTo: string | null): string {
  if (!returnTo) return base;
  const url = new URL(base, 'https://same-site.invalid');
  url.searchParams.set(RETURN_PARAM, returnTo);
  return `${url.pathname}${url.search}`;
}

/** The sign-in page that returns to `returnTo` (a path of this site). */
export function signInPath(returnTo: string): string {
  return withReturnPath('/sign-in', returnTo);
}

/** The safe local return path of the current address, or null when none was asked for. */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(RETURN_PARAM);
  if (value === null) return null;
  const path = safeRedirectPath(value, window.location.origin, '');
  return path === '' ? null : path;
}

/** Kept for the e-mail confirmation, which opens from the mail, often in another tab. */
export function rememberReturnPath(path: string | null): void {
  try {
    if (path) window.localStorage.setItem(REMEMBERED_KEY, path);
    else window.localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage can be blocked: the confirmation then leads to the account.
  }
}

export function rememberedReturnPath(): string | null {
  try {
    const value = window.localStorage.getItem(REMEMBERED_KEY);
    if (!value) return null;
    const path = safeRedirectPath(value, window.location.origin, '');
    return path === '' ? null : path;
  } catch {
    return null;
  }
}
