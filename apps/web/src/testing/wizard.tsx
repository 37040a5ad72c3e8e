import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CandidateProfileShow } from '@trades/contracts';
import { StrictMode } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { SessionProvider } from '@/lib/session';
import { mockApi } from './accounts';
import { saveTokens } from '@/lib/cookies';
import { initTestI18n } from './i18n';
import { wizardRoutes } from '@/features/wizard';

/* Test harness of the wizard: the real wizard routes in a data router (useBlocker needs one). */

export { mockApi, resetTestSession } from './accounts';

export const CANDIDATE_USER = {
  id: 7,
  accountType: 'MemberCandidate',
  firstName: 'Łucja',
  lastName: 'Żółkiewska',
  email: 'lucja@example.com',
  locale: 'en',
  phone: null,
  userConsents: [],
  enforcePasswordChange: false,
  isEmailConfirmed: true,
  isPhoneConfirmed: false,
};

export function profileFixture(overrides: Partial<CandidateProfileShow> = {}): CandidateProfileShow {
  return {
    status: { id: 1 },
    isEmailConfirmed: true,
    isPhoneConfirmed: false,
    enforcePasswordChange: false,
    wizardStep: 2,
    firstName: 'Łucja',
    lastName: 'Żółkiewska',
    email: 'lucja@example.com',
    sex: null,
    dateOfBirth: null,
    countryOfNationality: null,
    countryOfResidence: null,
    nativeLanguage: null,
    phones: [],
    preferredContactTimes: [],
    candidateProfileLanguages: [],
    candidateProfileProfessions: [],
    isAvailable: null,
    availableFrom: null,
    availableStatus: { id: 4, title: 'Not specified' },
    candidateProfileWorkLocations: [],
    isConstantWork: false,
    isFlexibleWork: false,
    workSystems: [],
    contractTypes: [],
    candidateProfileFlexibleWorks: [],
    ...overrides,
  };
}

/** A signed-in candidate: the refresh, the user and the profile answer; `answers` add or override calls. */
export function candidateApi(profile: CandidateProfileShow, answers: Parameters<typeof mockApi>[0] = {}) {
  saveTokens('access', 'refresh');
  return mockApi({
    'POST /v1/token/refresh': { body: { token: 'a2', refresh_token: 'r2' } },
    'GET /v1/user/show': { body: CANDIDATE_USER },
    'GET /v1/candidate-profile/show': { body: profile },
    ...answers,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the wizard at `url`; other paths render nothing but the location probe and a link away. */
export function renderWizard(url: string) {
  initTestI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Link to="/user">Dashboard link</Link>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [...wizardRoutes, { path: '*', element: null }],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Notifications />
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}
