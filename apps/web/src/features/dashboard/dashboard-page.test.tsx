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
    [2, '/wizard/1-personal-informations'],
    [3, '/wizard/2-languages'],
    [4, '/wizard/3-professional-expectations'],
    [5, '/wizard/4-my-availability-info'],
  ])('sends a candidate at step %i on to %s', async (wizardStep, path) => {
    candidate(wizardStep);
    renderRoute(<DashboardPage />, { path: '/user', url: '/user' });
    await waitFor(() => expect(location()).toBe(path));
  });

  it('keeps a candidate at step 6 on the dashboard with the go-to-step button', async () => {
    candidate(6);
    renderRoute(<DashboardPage />, { path: '/user', url: '/user' });
    const button = await screen.findByRole('link', { name: 'Continue filling in your profile' });
    expect(button.getAttribute('href')).toBe('/wizard/5-preferred-locations');
    expect(location()).toBe('/user');
    // The next step comes once the profile is submitted.
    expect(screen.queryByRole('heading', { name: 'What next?' })).toBeNull();
  });

  it('shows the next step after the profile is submitted: the matched offers, then all offers (issue 24)', async () => {
    candidate(0);
    renderRoute(<DashboardPage />, { path: '/user', url: '/user' });
    const section = await screen.findByRole('region', { name: 'What next?' });
    expect(section.textContent).toContain('Your profile is ready. See the offers that match it and apply.');
    expect(screen.getByRole('link', { name: 'See offers matched to you' }).getAttribute('href')).toBe('/offers-matched');
    expect(screen.getByRole('link', { name: 'Browse all offers' }).getAttribute('href')).toBe('/search');
  });

  it('shows the completed wizard and downloads the profile PDF without leaving the app', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    candidate(0, { 'GET /v1/candidate-profile/print': { body: { profilePrintUrl: '/v1/files/print/abc' } } });
    renderRoute(<DashboardPage />, { path: '/user', url: '/user' });
    expect(await screen.findByText(/Your profile is complete/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my profile' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.getAttribute('href')).toBe('/v1/files/print/abc');
    expect(saved[0]?.hasAttribute('download')).toBe(true);
    // The link is gone again and the app never navigated away.
    expect(saved[0]?.isConnected).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(location()).toBe('/user');
  });
});
