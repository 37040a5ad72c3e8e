import { AccountType } from '@trades/contracts';
import type { SessionStatus } from '@/lib/session';

/**
 * Who may open a path: 'public' for everyone, 'account' for any signed-in
 * user, or one account type. Decided by path so the rule also covers routes other features add.
 */
export type RouteAccess = 'public' | 'account' | AccountType;

const CANDIDATE_PATHS = [/^\/wizard(\/|$)/, /^\/offers-matched\/?$/, /^\/user\/settings\/?$/, /^\/user\/job-alerts\/?$/, /^\/user\/applications\/?$/, /^\/user\/saved-offers\/?$/];
const CLIENT_PATHS = [
  /^\/client(\/|$)/,
  /^\/user\/offers?(\/|$)/,
  /^\/user\/cart\/?$/,
  /^\/user\/order-list\/?$/,
  /^\/user\/order(\/|$)/,
  /^\/user\/invoices\/?$/,
  /^\/user\/sales-data\/?$/,
  /^\/user\/profiles-collection\/?$/,
  // The employer's preview of an own offer in any status.
  /^\/offer\/preview(\/|$)/,
];

export function routeAccess(pathname: string): RouteAccess {
  if (/^\/operator(\/|$)/.test(pathname)) return AccountType.Operator;
  if (CANDIDATE_PATHS.some((pattern) => pattern.test(pathname))) return AccountType.Candidate;
  if (CLIENT_PATHS.some((pattern) => pattern.test(pathname))) return AccountType.Client;
  if (/^\/user(\/|$)/.test(pathname)) return 'account';
  return 'public';
}

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** Sign-in (on the employer tab for employers' pages) that comes back to `returnTo` once signed in. */
export function signInRedirect(access: RouteAccess, returnTo: string): string {
  const params = new URLSearchParams();
  if (access === AccountType.Client) params.set('tab', '1');
  params.set('redirect', returnTo);
  return `/sign-in?${params.toString()}`;
}

/**
 * Protected pages wait while the session starts, send a signed-out visitor to sign in and back (a mail's link, an
 * expired session), and send the other account type to its own dashboard.
 */
export function accessDecision(access: RouteAccess, status: SessionStatus, accountType: AccountType | undefined, returnTo = '/user'): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (status === 'starting') return { kind: 'wait' };
  if (status === 'anonymous') return { kind: 'redirect', to: signInRedirect(access, returnTo) };
  if (access === 'account' || access === accountType) return { kind: 'allow' };
  // A signed-in user whose profile did not load has no account type: the dashboard explains more than a redirect loop.
  return { kind: 'redirect', to: '/user' };
}

/** Pages of either account type that a candidate sees in the candidate area (the conversations). */
const SHARED_ACCOUNT_PATHS = [/^\/user\/conversations(\/|$)/];

/** Pages of the candidate area that show the candidate side panel. */
export function isCandidatePanelPath(pathname: string): boolean {
  return /^\/user\/?$/.test(pathname) || routeAccess(pathname) === AccountType.Candidate || SHARED_ACCOUNT_PATHS.some((pattern) => pattern.test(pathname));
}

export type LayoutKind = 'public' | 'candidate-panel' | 'client-panel' | 'landing';

/**
 * Which frame a page gets: the app-download landing page stands alone, clients get their panel on
 * every page but the home page, candidates get their side panel in their area.
 */
export function layoutFor(pathname: string, accountType: AccountType | undefined): LayoutKind {
  if (/^\/lp(\/|$)/.test(pathname)) return 'landing';
  if (accountType === AccountType.Client && pathname !== '/') return 'client-panel';
  if (accountType === AccountType.Candidate && isCandidatePanelPath(pathname)) return 'candidate-panel';
  return 'public';
}
