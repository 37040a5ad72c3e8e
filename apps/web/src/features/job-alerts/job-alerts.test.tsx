import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobAlert, JobAlertList } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_USER, type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { SaveSearchButton } from './components/save-search-button';
import { JobAlertsPage } from './pages/job-alerts-page';
import { UnsubscribePage } from './pages/unsubscribe-page';

type Answers = Record<string, (call: FetchCall) => Response>;
const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;

function signedIn(answers: Answers, user: Record<string, unknown> = CANDIDATE_USER) {
  const session = signedInHandler(user);
  return mockFetch((call) => answers[`${call.method} ${call.url}`]?.(call) ?? session(call));
}

const alert = (id: number, overrides: Partial<JobAlert> = {}): JobAlert => ({
  id,
  kind: 'search',
  frequency: 'daily',
  params: { industries: [1], professions: [1], countries: [1] },
  title: `Carpenter ${id}, Norway`,
  minScore: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  lastDigestAt: null,
  unsubscribedAt: null,
  ...overrides,
});
const listOf = (items: JobAlert[], matchedAvailable = true): JobAlertList => ({ items, limit: 10, matchedAvailable });

describe('Save this search', () => {
  afterEach(resetBrowserState);
  const renderButton = () =>
    renderRoutes([{ path: '/search/query/:params', element: <SaveSearchButton searchParams="industry=1&country=1" /> }], '/search/query/industry=1&country=1');

  it('saves the search with the chosen frequency for a signed-in candidate, then links to the alerts', async () => {
    const calls = signedIn({ 'POST /v1/job-alerts': () => jsonResponse(201, alert(1, { frequency: 'weekly' })) });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search as a job alert' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the alert' }));
    expect((await screen.findByRole('link', { name: 'See your job alerts' })).getAttribute('href')).toBe('/user/job-alerts');
    expect(bodyOf(calls.find((call) => call.method === 'POST' && call.url === '/v1/job-alerts'))).toEqual({ params: 'industry=1&country=1', frequency: 'weekly' });
  });

  it('shows the server’s refusal, as at the limit of 10', async () => {
    signedIn({
      'POST /v1/job-alerts': () => jsonResponse(422, { message: 'You already have 10 job alerts, the most you can keep.', code: 'job_alert_limit_reached', formErrors: {} }),
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save the alert' }));
    expect(await screen.findByText('You already have 10 job alerts, the most you can keep.')).toBeTruthy();
  });

  it('asks a visitor to sign in and come back to the search', async () => {
    mockFetch(() => undefined);
    renderButton();
    const link = await screen.findByRole('link', { name: 'Sign in as a candidate' });
    expect(link.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/search/query/industry=1&country=1')}`);
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });

  it('shows nothing to an employer', async () => {
    const calls = signedIn({}, { ...CANDIDATE_USER, accountType: 'MemberClient' });
    renderButton();
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/user/show')).toBe(true));
    expect(screen.queryByTestId('save-search-hint')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('job alerts page', () => {
  afterEach(resetBrowserState);
  const renderPage = (answers: Answers) => {
    const calls = signedIn(answers);
    renderRoutes([{ path: '/user/job-alerts', Component: JobAlertsPage }], '/user/job-alerts');
    return calls;
  };

  it('lists the saved searches with links to their results, changes a frequency and deletes after asking', async () => {
    const calls = renderPage({
      'GET /v1/job-alerts': () => jsonResponse(200, listOf([alert(1), alert(2, { params: { industries: [], professions: [], countries: [] }, title: '' })])),
      'PATCH /v1/job-alerts/1': () => jsonResponse(200, alert(1, { frequency: 'weekly' })),
      'DELETE /v1/job-alerts/2': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job alerts' })).toBeTruthy();
    expect((await screen.findByTestId('job-alert-count')).textContent).toBe('2 of 10 alerts');
    const [first, second] = (await screen.findAllByTestId('saved-search')) as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('link', { name: 'Carpenter 1, Norway' }).getAttribute('href')).toBe('/search/query/industry=1&profession=1&country=1');
    expect(within(second as HTMLElement).getByRole('link', { name: 'All offers' }).getAttribute('href')).toBe('/search/query/showAll=true');

    const frequency = within(first as HTMLElement).getByRole('radiogroup', { name: 'How often: Carpenter 1, Norway' });
    fireEvent.click(within(frequency).getByRole('radio', { name: 'Weekly' }));
    await waitFor(() => expect(bodyOf(calls.find((call) => call.method === 'PATCH'))).toEqual({ frequency: 'weekly' }));

    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Delete the alert All offers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/v1/job-alerts/2')).toBe(true));
  });

  it('shows an alert stopped by a mail’s unsubscribe link as such, and resumes its e-mails', async () => {
    const calls = renderPage({
      'GET /v1/job-alerts': () => jsonResponse(200, listOf([alert(1), alert(2, { unsubscribedAt: '2026-03-04T08:00:00.000Z' })])),
      'PATCH /v1/job-alerts/2': () => jsonResponse(200, alert(2)),
    });
    const [first, second] = (await screen.findAllByTestId('saved-search')) as HTMLElement[];
    expect(within(first as HTMLElement).queryByTestId('alert-unsubscribed')).toBeNull();
    expect(within(second as HTMLElement).getByTestId('alert-unsubscribed').textContent).toContain('E-mails of this alert are stopped');
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Resume e-mails: Carpenter 2, Norway' }));
    await waitFor(() => expect(bodyOf(calls.find((call) => call.method === 'PATCH'))).toEqual({ subscribed: true }));
  });

  it('offers the matched-offers alert from a chosen score to a complete profile', async () => {
    const calls = renderPage({
      'GET /v1/job-alerts': () => jsonResponse(200, listOf([])),
      'POST /v1/job-alerts': () => jsonResponse(201, alert(3, { kind: 'matched', params: null, title: '', minScore: 60 })),
    });
    const section = within(await screen.findByTestId('matched-alert'));
    const slider = section.getByRole('slider', { name: 'Lowest match score' });
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
    expect(slider.getAttribute('aria-valuetext')).toBe('From a score of 60 of 100');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('65');
    fireEvent.click(section.getByRole('button', { name: 'Get this alert' }));
    await waitFor(() => expect(bodyOf(calls.find((call) => call.method === 'POST' && call.url === '/v1/job-alerts'))).toEqual({ kind: 'matched', minScore: 65, frequency: 'daily' }));
    expect(await screen.findByText('You have no saved searches yet.', { exact: false })).toBeTruthy();
  });

  it('changes the score of the matched-offers alert the candidate has', async () => {
    const calls = renderPage({
      'GET /v1/job-alerts': () => jsonResponse(200, listOf([alert(4, { kind: 'matched', params: null, title: '', minScore: 80 })])),
      'PATCH /v1/job-alerts/4': () => jsonResponse(200, alert(4, { kind: 'matched', params: null, title: '', minScore: 75 })),
    });
    const slider = await screen.findByRole('slider', { name: 'Lowest match score' });
    expect(slider.getAttribute('aria-valuenow')).toBe('80');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    await waitFor(() => expect(bodyOf(calls.find((call) => call.method === 'PATCH'))).toEqual({ minScore: 75 }));
    expect(screen.queryByRole('button', { name: 'Get this alert' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete this alert' })).toBeTruthy();
  });

  it('says why the matched-offers alert cannot be taken at the limit', async () => {
    renderPage({ 'GET /v1/job-alerts': () => jsonResponse(200, listOf(Array.from({ length: 10 }, (_, i) => alert(i + 1)))) });
    const take = await screen.findByRole('button', { name: 'Get this alert' });
    expect(take.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You have 10 alerts, the most you can keep. Delete one to take this alert.')).toBeTruthy();
  });

  it('sends a candidate without a complete profile to the wizard instead', async () => {
    renderPage({ 'GET /v1/job-alerts': () => jsonResponse(200, listOf([], false)) });
    const link = await screen.findByRole('link', { name: 'Complete your profile to get this alert.' });
    expect(link.getAttribute('href')).toBe('/wizard');
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

describe('unsubscribe page', () => {
  afterEach(resetBrowserState);
  const renderPage = (path: string) => renderRoutes([{ path: '/job-alerts/unsubscribe', Component: UnsubscribePage }], path);

  const SHOW = '/v1/public/job-alerts/unsubscribe?token=12.abc';
  const subscription = (unsubscribed: boolean) => ({ alert: { id: 12, kind: 'search', frequency: 'daily', title: 'Welder, Norway', minScore: null }, unsubscribed });

  it('opening the link names the alert and changes nothing; the button unsubscribes without a session, and the undo resubscribes', async () => {
    const calls = mockFetch((call) => {
      if (call.method === 'GET' && call.url === SHOW) return jsonResponse(200, subscription(false));
      if (call.method === 'POST' && call.url === '/v1/public/job-alerts/unsubscribe') return jsonResponse(200, { unsubscribed: true });
      if (call.method === 'POST' && call.url === '/v1/public/job-alerts/resubscribe') return jsonResponse(200, subscription(false));
      return undefined;
    });
    renderPage('/job-alerts/unsubscribe?token=12.abc');
    expect(await screen.findByText('Stop the e-mails of the alert "Welder, Norway"? You can undo it here or on the alerts page.')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(calls.find((call) => call.url === SHOW)?.headers.authorization).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed from "Welder, Norway". You will get no more e-mails of this alert.')).toBeTruthy();
    expect(bodyOf(calls.find((call) => call.method === 'POST' && call.url === '/v1/public/job-alerts/unsubscribe'))).toEqual({ token: '12.abc' });
    expect(screen.getByRole('link', { name: 'Manage your job alerts' }).getAttribute('href')).toBe('/user/job-alerts');

    fireEvent.click(screen.getByRole('button', { name: 'Undo: keep getting the e-mails' }));
    expect(await screen.findByText('You will keep getting the e-mails of "Welder, Norway".')).toBeTruthy();
    expect(bodyOf(calls.find((call) => call.url === '/v1/public/job-alerts/resubscribe'))).toEqual({ token: '12.abc' });
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says so when the link’s alert was deleted meanwhile', async () => {
    mockFetch((call) => (call.url === SHOW ? jsonResponse(200, { alert: null, unsubscribed: true }) : undefined));
    renderPage('/job-alerts/unsubscribe?token=12.abc');
    expect(await screen.findByText('This alert has been deleted in the meantime, so you will get no more e-mails of it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('tells why a bad link failed', async () => {
    mockFetch(() => jsonResponse(422, { message: 'This unsubscribe link is not valid.', code: 'job_alert_unsubscribe_invalid', formErrors: {} }));
    renderPage('/job-alerts/unsubscribe?token=forged');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
  });

  it('asks nothing of the server without a token', async () => {
    const calls = mockFetch(() => undefined);
    renderPage('/job-alerts/unsubscribe');
    expect(await screen.findByText('This unsubscribe link is incomplete. Manage your alerts in your account instead.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('unsubscribe'))).toBe(false);
  });
});
