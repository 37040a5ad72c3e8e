import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interviewFixture } from '@/testing/interviews';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { ApplicationInterviews, CardInterviews } from './interview-list';

/* Interviews listed where they are answered: each application's on the candidate's page, a card's in the employer's panel. */

afterEach(() => resetBrowserState());

const gets = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/v1/interviews')).map((call) => call.url);

describe('the interviews of an application', () => {
  it("shows each application its own interviews, newest first, from one list of the candidate's, and tells the page of an answer", async () => {
    const older = interviewFixture({ id: 30, status: 'declined', statusTitle: 'Declined', canCancel: false, createdAt: '2026-11-20T09:00:00.000Z' });
    const waiting = interviewFixture({ canRespond: true, canCancel: false });
    const elsewhere = interviewFixture({ id: 40, cardId: 9, offer: { id: 6, slug: 'roofer-6', title: 'Roofer' } });
    const calls = mockFetch((call) => {
      if (call.url === '/v1/interviews') return jsonResponse(200, { items: [older, elsewhere, waiting] });
      if (call.url === '/v1/interviews/31/respond') return jsonResponse(200, { message: 'You declined the invitation. The employer has been told.', interview: { ...waiting, status: 'declined', statusTitle: 'Declined', canRespond: false } });
      return undefined;
    });
    const onChanged = vi.fn();
    renderWithProviders(
      <>
        <div data-testid="application-4">
          <ApplicationInterviews applicationId={4} onChanged={onChanged} />
        </div>
        <div data-testid="application-9">
          <ApplicationInterviews applicationId={9} />
        </div>
        <div data-testid="application-5">
          <ApplicationInterviews applicationId={5} />
        </div>
      </>,
    );
    const four = within(await screen.findByTestId('application-4'));
    await waitFor(() => expect(four.getAllByTestId('interview-card').map((card) => card.dataset.status)).toEqual(['proposed', 'declined']));
    expect(within(screen.getByTestId('application-9')).getAllByTestId('interview-card')).toHaveLength(1);
    // An application without interviews shows nothing of them.
    expect(screen.getByTestId('application-5').textContent).toBe('');
    expect(gets(calls)).toEqual(['/v1/interviews']);

    fireEvent.click(four.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });
});

describe("the interviews of a card in the employer's panel", () => {
  it('lists the card’s interviews under a heading, and nothing while it has none', async () => {
    mockFetch((call) => (call.url === '/v1/interviews?cardId=4' ? jsonResponse(200, { items: [interviewFixture()] }) : call.url === '/v1/interviews?cardId=5' ? jsonResponse(200, { items: [] }) : undefined));
    renderWithProviders(
      <>
        <CardInterviews cardId={4} />
        <div data-testid="empty-card">
          <CardInterviews cardId={5} />
        </div>
      </>,
    );
    const section = within(await screen.findByTestId('card-interviews'));
    expect(section.getByRole('heading', { name: 'Interviews' })).toBeTruthy();
    expect(await section.findByRole('button', { name: 'Cancel the interview' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('empty-card').textContent).toBe(''));
  });
});
