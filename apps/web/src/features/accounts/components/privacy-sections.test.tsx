import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '@/lib/cookies';
import { CANDIDATE_CONSENTS, type RecordedCall, mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { CandidateSettingsPage } from '../pages/settings-page';

/* The settings' privacy sections: the consent history table and "Download my data". */

afterEach(() => {
  resetTestSession();
  vi.restoreAllMocks();
});

const candidate = {
  id: 7,
  accountType: 'MemberCandidate',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  locale: 'en',
  phone: null,
  userConsents: [{ consent: 1, isAcceptance: true }],
  enforcePasswordChange: false,
  isEmailConfirmed: true,
  isPhoneConfirmed: true,
};

const HISTORY = {
  items: [
    { consent: 3, title: 'I want job offers by e-mail.', isAcceptance: false, textVersion: 2, source: 'settings', occurredAt: '2026-05-01T10:00:00.000Z' },
    { consent: 1, title: 'I accept the terms of service.', isAcceptance: true, textVersion: 1, source: 'registration', occurredAt: '2026-03-01T10:00:00.000Z' },
  ],
};

const exportView = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 5,
  status,
  requestedAt: '2026-05-02T08:00:00.000Z',
  readyAt: status === 'ready' ? '2026-05-02T08:01:00.000Z' : null,
  expiresAt: status === 'ready' ? '2026-05-09T08:01:00.000Z' : null,
  sizeBytes: status === 'ready' ? 2048 : null,
  downloadUrl: null,
  ...extra,
});

function signedInApi(extra: Parameters<typeof mockApi>[0]): RecordedCall[] {
  saveTokens('access', 'refresh');
  return mockApi({
    'POST /v1/token/refresh': { body: { token: 'access-2', refresh_token: 'refresh-2' } },
    'GET /v1/user/show': { body: candidate },
    'GET /v1/candidate-profile/show': { body: { status: { id: 2 }, isEmailConfirmed: true, wizardStep: 0 } },
    'GET /v1/public/dictionary/consents?accountType=MemberCandidate': { body: CANDIDATE_CONSENTS },
    'GET /v1/user/consents/history': { body: HISTORY },
    ...extra,
  });
}

async function section(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
}

describe('the consent history', () => {
  it('lists every grant and withdrawal with date, answer, text version and where', async () => {
    signedInApi({ 'GET /v1/user/data-export': { body: { items: [], nextPossibleAt: null } } });
    renderRoute(<CandidateSettingsPage />, { path: '/user/settings', url: '/user/settings' });
    const table = await within(await section('Consent history')).findByRole('table', { name: 'Consent history' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Consent', 'Answer', 'Text version', 'Where']);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['01/05/2026 12:00', 'I want job offers by e-mail.', 'Withdrawn', '2', 'Settings']);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['01/03/2026 11:00', 'I accept the terms of service.', 'Granted', '1', 'Registration']);
  });

  it('on a phone, lists each answer as a card with its facts instead of five squeezed columns', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      signedInApi({ 'GET /v1/user/data-export': { body: { items: [], nextPossibleAt: null } } });
      renderRoute(<CandidateSettingsPage />, { path: '/user/settings', url: '/user/settings' });
      const list = await within(await section('Consent history')).findByRole('list', { name: 'Consent history' });
      expect(within(await section('Consent history')).queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const first = within(cards[0] as HTMLElement);
      expect(first.getByText('I want job offers by e-mail.')).toBeTruthy();
      expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Date', 'Answer', 'Text version', 'Where']);
      expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['01/05/2026 12:00', 'Withdrawn', '2', 'Settings']);
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });
});

describe('download my data', () => {
  it('asks for a copy, shows it being prepared until it is ready, then downloads it through a fresh link', async () => {
    let list = { items: [] as unknown[], nextPossibleAt: null as string | null };
    const calls = signedInApi({
      'GET /v1/user/data-export': () => ({ body: list }),
      'POST /v1/user/data-export': () => {
        list = { items: [exportView('pending')], nextPossibleAt: '2026-05-03T08:00:00.000Z' };
        return { status: 202, body: { ...exportView('pending'), message: 'We are preparing your data.' } };
      },
      'GET /v1/user/data-export/5': { body: exportView('ready', { downloadUrl: '/v1/user/data-export/download/abc.def' }) },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute(<CandidateSettingsPage />, { path: '/user/settings', url: '/user/settings' });
    const box = await section('Download my data');
    fireEvent.click(await within(box).findByRole('button', { name: 'Prepare a copy of my data' }));
    expect(await within(box).findByText('We are preparing your data…')).toBeTruthy();
    expect(within(box).getByText('You can ask for the next copy from 03/05/2026 10:00.')).toBeTruthy();
    expect((within(box).getByRole('button', { name: 'Prepare a copy of my data' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/v1/user/data-export')).toHaveLength(1);

    list = { items: [exportView('ready')], nextPossibleAt: '2026-05-03T08:00:00.000Z' };
    const download = await within(box).findByRole('button', { name: 'Download my data' }, { timeout: 5000 });
    expect(within(box).getByRole('status').textContent).toContain('You can download it until 09/05/2026 10:01.');
    fireEvent.click(download);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v1/user/data-export/download/abc.def'));
  });

  it('shows the API’s refusal when a copy was asked for today already', async () => {
    signedInApi({
      'GET /v1/user/data-export': { body: { items: [], nextPossibleAt: null } },
      'POST /v1/user/data-export': { status: 429, body: { message: 'You can ask for one copy of your data a day. Please try again later.', code: 'data_export_daily_limit', formErrors: {} } },
    });
    renderRoute(<CandidateSettingsPage />, { path: '/user/settings', url: '/user/settings' });
    fireEvent.click(await within(await section('Download my data')).findByRole('button', { name: 'Prepare a copy of my data' }));
    expect(await screen.findByText(/one copy of your data a day/)).toBeTruthy();
  });
});
