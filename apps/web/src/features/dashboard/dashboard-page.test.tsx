import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '@/lib/cookies';
import { mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  resetTestSession();
  vi.restoreAllMocks();
});

const user = {
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
  isPhoneConfirmed: true,
};

function candidate(wizardStep: number, answers: Parameters<typeof mockApi>[0] = {}) {
  saveTokens('access', 'refresh');
  return mockApi({
    'POST /v1/token/refresh': { body: { token: 'a2', refresh_token: 'r2' } },
    'GET /v1/user/show': { body: user },
    'GET /v1/candidate-profile/show': { body: { status: { id: 2 }, isEmailConfirmed: true, wizardStep } },
    ...answers,
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('candidate dashboard', () => {
  it.each([
    [2, '/wizard/2-personal-informations'],
    [3, '/wizard/3-languages'],
    [4, '/wizard/4-professional-expectations'],
    [5, '/wizard/5-my-availability-info'],
  ])('sends a candidate at step %i on to %s', async (wizardStep, path) => {
    candidate(wizardStep);
    renderRoute(<DashboardPage />, { path: '/user', url: '/user' });
    await waitFor(() => expect(location()).toBe(path));
  });

  it('keeps a candidate at step 6 on the dashboard with the go-to-step button', async () => {
    candidate(6);
    renderRoute(<DashboardPage />, { path: '/user', url: '/user' });
    const button = await screen.findByRole('link', { name: 'Continue filling in your profile' });
    expect(button.getAttribute('href')).toBe('/wizard/6-preferred-locations');
    expect(location()).toBe('/user');
  });

  it('shows the completed wizard and sends the browser to the profile PDF', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    candidate(0, { 'GET /v1/candidate-profile/print': { body: { profilePrintUrl: '/v1/files/print/abc' } } });
    renderRoute(<DashboardPage />, { path: '/user', url: '/user' });
    expect(await screen.findByText(/Your profile is complete/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my profile' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v1/files/print/abc'));
  });
});
