import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CandidateApplication } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_USER, type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { MyApplicationsPage } from './pages/my-applications-page';

type Answers = Record<string, (call: FetchCall) => Response>;

const application = (id: number, overrides: Partial<CandidateApplication> = {}): CandidateApplication => ({
  id,
  offer: { id: 40 + id, slug: 'welder-stavanger', title: `Welder ${id}`, employer: 'Nordbygg Bemanning', country: 'Norway', city: 'Stavanger', isActive: true },
  appliedAt: '2026-11-20T09:15:00.000Z',
  availableFrom: '2026-12-01',
  stage: { id: 'shortlisted', title: 'Shortlisted for a meeting' },
  history: [
    { stage: { id: 'sent', title: 'Sent' }, at: '2026-11-20T09:15:00.000Z' },
    { stage: { id: 'shortlisted', title: 'Shortlisted for a meeting' }, at: '2026-11-22T11:00:00.000Z' },
  ],
  withdrawnAt: null,
  canWithdraw: true,
  ...overrides,
});

describe('my applications page', () => {
  afterEach(resetBrowserState);
  const renderPage = (answers: Answers) => {
    const session = signedInHandler(CANDIDATE_USER);
    const calls = mockFetch((call) => answers[`${call.method} ${call.url}`]?.(call) ?? session(call));
    renderRoutes([{ path: '/user/applications', Component: MyApplicationsPage }], '/user/applications');
    return calls;
  };

  it('shows each application with its offer, stage and stages, and withdraws one once after asking, however often Withdraw is clicked', async () => {
    let withdrawn = false;
    const calls = renderPage({
      'GET /v1/candidate/applications': () =>
        jsonResponse(200, {
          items: withdrawn
            ? [application(1, { stage: { id: 'withdrawn', title: 'Withdrawn' }, canWithdraw: false, withdrawnAt: '2026-11-23T10:00:00.000Z' }), application(2, { offer: { ...application(2).offer, isActive: false }, canWithdraw: false, stage: { id: 'not_selected', title: 'Not selected' } })]
            : [application(1), application(2, { offer: { ...application(2).offer, isActive: false }, canWithdraw: false, stage: { id: 'not_selected', title: 'Not selected' } })],
        }),
      'POST /v1/candidate/applications/1/withdraw': () => {
        withdrawn = true;
        return jsonResponse(200, { message: 'Your application has been withdrawn. The employer has been told.', item: application(1, { stage: { id: 'withdrawn', title: 'Withdrawn' }, canWithdraw: false }) });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeTruthy();
    const [first, second] = (await screen.findAllByTestId('my-application')) as HTMLElement[];
    const card = within(first as HTMLElement);
    expect(card.getByRole('link', { name: 'Welder 1' }).getAttribute('href')).toBe('/offer/41-welder-stavanger');
    expect(card.getByText(/Nordbygg Bemanning · Stavanger, Norway/)).toBeTruthy();
    expect(card.getAllByText('Shortlisted for a meeting').length).toBeGreaterThan(0);
    expect(card.getByText(/Applied on 20\/11\/2026 10:15 · can start on 01\/12\/2026/)).toBeTruthy();
    // An ended offer is no link, and a closed application has nothing to withdraw.
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(second as HTMLElement).queryByRole('button', { name: /Withdraw/ })).toBeNull();

    fireEvent.click(card.getByRole('button', { name: 'Withdraw the application for Welder 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the application?' });
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Your application has been withdrawn. The employer has been told.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.url === '/v1/candidate/applications/1/withdraw')).toHaveLength(1));
    await waitFor(() => expect(within(screen.getAllByTestId('my-application')[0] as HTMLElement).getAllByText('Withdrawn').length).toBeGreaterThan(0));
  });

  it('points a candidate without applications to the offers', async () => {
    renderPage({ 'GET /v1/candidate/applications': () => jsonResponse(200, { items: [] }) });
    expect(await screen.findByText('You have not applied for any offer yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the offers' }).getAttribute('href')).toBe('/search/query/showAll=true');
  });
});
