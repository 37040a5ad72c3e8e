import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { type ReactElement, type ReactNode, useState } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { REFRESH_COOKIE, TOKEN_COOKIE } from '@/lib/cookies';
import { initTestI18n } from './i18n';

/* Helpers of the shell's component tests: real providers and session, fetch answered per URL. */

export const i18n = initTestI18n('en');

export type FetchCall = { url: string; method: string; body: BodyInit | null | undefined; headers: Record<string, string> };
type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces fetch; unhandled URLs answer 404 like an unknown API path. Returns the recorded calls. */
export function mockFetch(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: FetchCall = {
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        method: (init.method ?? 'GET').toUpperCase(),
        body: init.body,
        headers: { ...(init.headers as Record<string, string> | undefined) },
      };
      calls.push(call);
      return handler(call) ?? jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} });
    }),
  );
  return calls;
}

export const CANDIDATE_USER = {
  id: 7,
  accountType: 'MemberCandidate',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  locale: 'en',
  phone: null,
  userConsents: [],
  enforcePasswordChange: false,
  isEmailConfirmed: true,
  isPhoneConfirmed: false,
};

/** A signed-in browser: the refresh cookie is exchanged and the user loads through the mocked API. */
export function signedInHandler(user: Record<string, unknown> = CANDIDATE_USER): Handler {
  Cookies.set(REFRESH_COOKIE, 'refresh-1');
  Cookies.set(TOKEN_COOKIE, 'token-1');
  return ({ url }) => {
    if (url === '/v1/token/refresh') return jsonResponse(200, { token: 'token-2', refresh_token: 'refresh-2' });
    if (url === '/v1/user/show') return jsonResponse(200, user);
    return undefined;
  };
}

export function resetBrowserState(): void {
  // Unmounted first: a page still mounted would go on sending requests once the mocks are gone.
  cleanup();
  Cookies.remove(REFRESH_COOKIE);
  Cookies.remove(TOKEN_COOKIE);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
}

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Notifications />
        <SessionProvider>{children}</SessionProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** Renders a data router (loaders, redirects, lazy routes) and returns it to inspect its location. */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
