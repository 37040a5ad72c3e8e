import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { clearTokens } from '@/lib/cookies';
import { initTestI18n } from './i18n';

/* Test harness of the account pages: real providers, a memory router and a fetch stand-in. */

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** JSON bodies parsed, form bodies as URLSearchParams. */
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

/**
 * Replaces fetch: `answers` maps 'METHOD /path' (query string included when present) to a status
 * and JSON body. Unknown calls answer 404 so a test notices them.
 */
export function mockApi(answers: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      let body: unknown = init.body;
      if (typeof init.body === 'string' && headers['content-type']?.includes('json')) body = JSON.parse(init.body);
      const call: RecordedCall = { method: init.method ?? 'GET', path: input, headers, body };
      calls.push(call);
      const answer = answers[`${call.method} ${input}`];
      const { status = 200, body: payload = {} } =
        typeof answer === 'function' ? answer(call) : (answer ?? { status: 404, body: { message: 'Not found.', code: 'not_found', formErrors: {} } });
      return new Response(payload === undefined ? '' : JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export function resetTestSession(): void {
  clearTokens();
  // A form's draft (sign-up) must not carry over into the next test.
  window.sessionStorage.clear();
  notifications.clean();
  vi.unstubAllGlobals();
}

/** Shows the current location so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  initTestI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // StrictMode as in main.tsx: pages acting on load must not act twice.
  return render(
    <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <Notifications />
        <SessionProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>
    </StrictMode>,
  );
}

export const CANDIDATE_CONSENTS = [
  { id: 1, title: 'I accept the terms of service', accountType: 'MemberCandidate', isRequired: true, checked: false },
  { id: 2, title: 'I accept the privacy policy', accountType: 'MemberCandidate', isRequired: true, checked: false },
  { id: 3, title: 'I want to receive job offers by e-mail', accountType: 'MemberCandidate', isRequired: false, checked: false },
] as const;

export const PHONE_PREFIXES = {
  preferred: [{ id: 'NO', countryCode: 'NO', prefix: '+47', country: 'Norway', title: 'Norway (+47)' }],
  remaining: [{ id: 'PL', countryCode: 'PL', prefix: '+48', country: 'Poland', title: 'Poland (+48)' }],
};
