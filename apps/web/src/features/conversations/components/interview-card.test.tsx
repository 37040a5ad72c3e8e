import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Interview } from '@trades/contracts';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interviewFixture } from '@/testing/interviews';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { InterviewCard } from './interview-card';

/* An interview as either side reads it: the times on the reader's clock and the workplace's, and what the reader may do. */

const CANDIDATE_VIEW = interviewFixture({ canRespond: true, canCancel: false });

const posts = (calls: FetchCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.url === path).map((call) => JSON.parse(String(call.body)) as unknown);

function accepted(slot: number, overrides: Partial<Interview> = {}): Interview {
  return interviewFixture({ status: 'accepted', statusTitle: 'Accepted', acceptedSlot: slot, canRespond: false, respondedAt: '2026-12-02T10:00:00.000Z', ...overrides });
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  resetBrowserState();
});

describe('an interview card', () => {
  it("shows each time on the reader's clock with the zone's name, and on the workplace's clock when that reads differently", () => {
    mockFetch(() => undefined);
    renderWithProviders(<InterviewCard interview={interviewFixture()} side="employer" timeZone="Asia/Tokyo" />);
    const card = within(screen.getByTestId('interview-card'));
    expect(card.getAllByTestId('slot-reader-time').map((line) => line.textContent)).toEqual([
      'Thu, 10 Dec 2026, 22:00–23:00 · Japan Standard Time (GMT+9)',
      'Fri, 11 Dec 2026, 17:30–18:00 · Japan Standard Time (GMT+9)',
    ]);
    expect(card.getAllByTestId('slot-offer-time').map((line) => line.textContent)).toEqual([
      'At the workplace: Thu, 10 Dec 2026, 14:00–15:00 · Central European Time (GMT+1)',
      'At the workplace: Fri, 11 Dec 2026, 09:30–10:00 · Central European Time (GMT+1)',
    ]);
    expect(card.getByTestId('interview-status').textContent).toBe('Waiting for an answer');
    expect(card.getByTestId('interview-place').textContent).toBe('Place: Prosta 5, Warszawa');
    expect(card.getByTestId('interview-note').textContent).toBe('Bring your welding certificates.');
    expect(card.getByText('Welder · Olena Kovalenko')).toBeTruthy();
    // The employer neither accepts nor declines.
    expect(card.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("shows the time once where the reader's clock reads as the workplace's, in the reader's language", async () => {
    mockFetch(() => undefined);
    await act(() => i18n.changeLanguage('pl'));
    renderWithProviders(<InterviewCard interview={interviewFixture()} side="employer" timeZone="Europe/Oslo" />);
    const card = within(screen.getByTestId('interview-card'));
    expect(card.getAllByTestId('slot-reader-time')[0]?.textContent).toBe('czw., 10 gru 2026, 14:00–15:00 · czas środkowoeuropejski (GMT+1)');
    expect(card.queryByTestId('slot-offer-time')).toBeNull();
  });

  it('makes a meeting link clickable, and never an address that is no web link', () => {
    mockFetch(() => undefined);
    renderWithProviders(<InterviewCard interview={interviewFixture({ place: null, onlineUrl: 'https://meet.example.com/abc' })} side="candidate" timeZone="Europe/Warsaw" />);
    const link = screen.getByRole('link', { name: 'https://meet.example.com/abc' });
    expect(link.getAttribute('href')).toBe('https://meet.example.com/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    resetBrowserState();

    mockFetch(() => undefined);
    renderWithProviders(<InterviewCard interview={interviewFixture({ place: null, onlineUrl: 'javascript:alert(1)' })} side="candidate" timeZone="Europe/Warsaw" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeTruthy();
  });

  it('lets the candidate accept one time, once however often it is clicked, then offers the calendar file', async () => {
    let answer: (response: Response) => void = () => undefined;
    const session = signedInHandler();
    const calls = mockFetch((call) => {
      const signedIn = session(call);
      if (signedIn) return signedIn;
      if (call.url === '/v1/interviews?applicationId=4') return jsonResponse(200, { items: [CANDIDATE_VIEW] });
      if (call.url === '/v1/interviews/31/respond') return new Promise<Response>((resolve) => (answer = resolve));
      if (call.url === '/v1/interviews/31/calendar.ics') return new Response('BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n', { status: 200, headers: { 'content-type': 'text/calendar' } });
      return undefined;
    });
    const onChanged = vi.fn();
    renderWithProviders(<InterviewCard interviewId={31} applicationId={4} side="candidate" timeZone="Europe/Warsaw" onChanged={onChanged} />);
    const card = within(await screen.findByTestId('interview-card'));
    const choices = card.getAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(within(card.getByRole('radiogroup')).getByText('Fri, 11 Dec 2026, 09:30–10:00 · Central European Time (GMT+1)')).toBeTruthy();

    // No time chosen: the candidate is asked to choose one, and nothing is sent.
    fireEvent.click(card.getByRole('button', { name: 'Accept' }));
    expect(await card.findByText('Choose one of the proposed times.')).toBeTruthy();
    expect(posts(calls, '/v1/interviews/31/respond')).toEqual([]);

    fireEvent.click(choices[1]!);
    fireEvent.change(card.getByLabelText('Message to the employer (optional)'), { target: { value: 'See you then.' } });
    const accept = card.getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    await waitFor(() => expect(posts(calls, '/v1/interviews/31/respond')).toEqual([{ slotIndex: 1, message: 'See you then.' }]));
    expect((card.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () =>
      answer(jsonResponse(200, { message: 'You accepted the interview. The employer has been told, and the calendar invitation is in your mailbox.', interview: accepted(1, { responseMessage: 'See you then.' }) })),
    );
    expect(await screen.findByText('You accepted the interview. The employer has been told, and the calendar invitation is in your mailbox.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(card.getByTestId('interview-status').textContent).toBe('Accepted');
    expect(card.getByText('Agreed time')).toBeTruthy();
    expect(card.getAllByTestId('slot-reader-time').map((line) => line.textContent)).toEqual(['Fri, 11 Dec 2026, 09:30–10:00 · Central European Time (GMT+1)']);
    expect(card.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(card.getByText('See you then.')).toBeTruthy();
    expect(posts(calls, '/v1/interviews/31/respond')).toHaveLength(1);

    // The calendar file needs the session's token: fetched through the API client and saved.
    const saved: Blob[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:interview';
    });
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(card.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.text()).toContain('METHOD:REQUEST');
    expect(click).toHaveBeenCalledTimes(1);
    const download = calls.find((call) => call.url === '/v1/interviews/31/calendar.ics');
    expect(download?.headers.authorization).toMatch(/^Bearer /);
    for (const spy of [click, createUrl, revokeUrl]) spy.mockRestore();
  });

  it('lets the candidate decline with a message', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/v1/interviews/31/respond') {
        return jsonResponse(200, { message: 'You declined the invitation. The employer has been told.', interview: interviewFixture({ status: 'declined', statusTitle: 'Declined', canCancel: false, responseMessage: 'I found another job.' }) });
      }
      return undefined;
    });
    renderWithProviders(<InterviewCard interview={CANDIDATE_VIEW} side="candidate" timeZone="Europe/Warsaw" />);
    const card = within(screen.getByTestId('interview-card'));
    fireEvent.change(card.getByLabelText('Message to the employer (optional)'), { target: { value: 'I found another job.' } });
    fireEvent.click(card.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation. The employer has been told.')).toBeTruthy();
    expect(posts(calls, '/v1/interviews/31/respond')).toEqual([{ decline: true, message: 'I found another job.' }]);
    expect(card.getByTestId('interview-status').textContent).toBe('Declined');
    expect(card.queryByTestId('interview-respond')).toBeNull();
    expect(card.queryByRole('button', { name: 'Cancel the interview' })).toBeNull();
  });

  it('cancels after a confirmation, with a message, and says who cancelled', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/v1/interviews/31/cancel') {
        return jsonResponse(200, {
          message: 'The interview has been cancelled. The other side has been told.',
          interview: accepted(0, { status: 'cancelled', statusTitle: 'Cancelled', canCancel: false, cancelledAt: '2026-12-03T10:00:00.000Z', cancelledBy: 'employer' }),
        });
      }
      return undefined;
    });
    renderWithProviders(<InterviewCard interview={accepted(0, { canCancel: true })} side="employer" timeZone="Europe/Warsaw" />);
    const card = within(screen.getByTestId('interview-card'));
    fireEvent.click(card.getByRole('button', { name: 'Cancel the interview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this interview?' }));
    // Keeping it sends nothing.
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, '/v1/interviews/31/cancel')).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Cancel the interview' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel this interview?' }));
    fireEvent.change(confirm.getByLabelText('Message (optional)'), { target: { value: 'The position is filled.' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel the interview' }));
    expect(await screen.findByText('The interview has been cancelled. The other side has been told.')).toBeTruthy();
    expect(posts(calls, '/v1/interviews/31/cancel')).toEqual([{ message: 'The position is filled.' }]);
    expect(card.getByTestId('interview-status').textContent).toBe('Cancelled');
    expect(card.getByText('You cancelled it on 03/12/2026 11:00.')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Cancel the interview' })).toBeNull();
  });

  it("says so when the interview is not among the reader's", async () => {
    mockFetch((call) => (call.url === '/v1/interviews?cardId=4' ? jsonResponse(200, { items: [] }) : undefined));
    renderWithProviders(<InterviewCard interviewId={99} cardId={4} side="employer" />);
    expect((await screen.findByTestId('interview-card-missing')).textContent).toBe('This interview is no longer available.');
  });
});
