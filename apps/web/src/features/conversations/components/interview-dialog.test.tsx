import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { InterviewDialog } from './interview-dialog';
import { interviewFixture } from '@/testing/interviews';

/* The employer's invitation: 1 to 3 times on their own clock, a place or a link, checked as the API checks it, sent once. */

const DAY_MS = 86_400_000;
/** How the date picker names a day (CalendarDateField: English, long, the calendar day). */
const dayName = (day: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
const isoDay = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

type Answer = (call: FetchCall) => Response | Promise<Response>;

function renderDialog(answer: Answer = () => jsonResponse(201, { message: 'The invitation has been sent to the candidate.', interview: interviewFixture() })) {
  const calls = mockFetch((call) => (call.method === 'POST' && call.url === '/v1/interviews' ? answer(call) : undefined));
  const onClose = vi.fn();
  renderWithProviders(<InterviewDialog cardId={4} opened onClose={onClose} candidateName="Olena Kovalenko" />);
  const dialog = within(screen.getByRole('dialog'));
  return { calls, onClose, dialog };
}

const sent = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/v1/interviews').map((call) => JSON.parse(String(call.body)) as Record<string, unknown>);

/** The group of the slot "Time {number}". */
const slotOf = (dialog: ReturnType<typeof within>, number: number) => dialog.getByRole('group', { name: `Time ${number}` });

/** Picks a day in the date picker of slot `number`, turning the months as far as needed. */
async function pickDay(dialog: ReturnType<typeof within>, number: number, day: Date) {
  fireEvent.click(within(slotOf(dialog, number)).getByRole('button', { name: /^Day/ }));
  for (let turns = 0; turns < 14; turns += 1) {
    const button = screen.queryByRole('button', { name: dayName(day) });
    if (button) {
      fireEvent.click(button);
      await waitFor(() => expect(screen.queryByRole('button', { name: dayName(day) })).toBeNull());
      return;
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Next month' }));
  }
  throw new Error(`no day ${dayName(day)} in the picker`);
}

function setTime(dialog: ReturnType<typeof within>, number: number, time: string) {
  fireEvent.change(within(slotOf(dialog, number)).getByLabelText(/^Start/), { target: { value: time } });
}

async function fillValidSlot(dialog: ReturnType<typeof within>, day = new Date(Date.now() + 5 * DAY_MS)) {
  await pickDay(dialog, 1, day);
  setTime(dialog, 1, '10:30');
  return day;
}

const send = (dialog: ReturnType<typeof within>) => fireEvent.click(dialog.getByRole('button', { name: 'Send the invitation' }));

afterEach(() => resetBrowserState());

describe("the interview dialog", { timeout: 20_000 }, () => {
  it('asks for the day and the time of a slot, and sends nothing without them', async () => {
    const { calls, dialog } = renderDialog();
    expect(dialog.getByText('Invite Olena Kovalenko to an interview')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Address or place/), { target: { value: 'Prosta 5, Warszawa' } });
    send(dialog);
    await waitFor(() => expect(dialog.getAllByText('This field is required')).toHaveLength(2));
    expect(within(slotOf(dialog, 1)).getByLabelText(/^Start/).getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls)).toEqual([]);
  });

  it('refuses a time already past today', async () => {
    const { calls, dialog } = renderDialog();
    await pickDay(dialog, 1, new Date());
    setTime(dialog, 1, '00:00');
    fireEvent.change(dialog.getByLabelText(/Address or place/), { target: { value: 'Prosta 5, Warszawa' } });
    send(dialog);
    expect(await dialog.findByText('Choose a time in the future, at most a year ahead.')).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('asks for a place, or for a full https link when online', async () => {
    const { calls, dialog } = renderDialog();
    await fillValidSlot(dialog);
    send(dialog);
    expect(await dialog.findByText('Give either a place or a link to an online meeting.')).toBeTruthy();

    fireEvent.click(dialog.getByRole('radio', { name: 'Online' }));
    const link = dialog.getByLabelText(/Meeting link/);
    send(dialog);
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('Give either a place or a link to an online meeting.')).toBeTruthy();

    fireEvent.change(link, { target: { value: 'meet.example.com/abc' } });
    send(dialog);
    expect(await dialog.findByText('Enter a full link starting with https://')).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('sends the times as instants with their offset, once however often it is clicked, and says what the API answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls, dialog, onClose } = renderDialog(() => new Promise<Response>((resolve) => (answer = resolve)));
    const day = await fillValidSlot(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Add another time' }));
    const second = new Date(day.getTime() + DAY_MS);
    await pickDay(dialog, 2, second);
    setTime(dialog, 2, '15:00');
    const duration = within(slotOf(dialog, 2)).getByRole('combobox', { name: 'Duration' });
    fireEvent.click(duration);
    await waitFor(() => expect(duration.getAttribute('aria-controls')).toBeTruthy());
    fireEvent.click(within(document.getElementById(duration.getAttribute('aria-controls') ?? '')!).getByRole('option', { name: '30 min', hidden: true }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Online' }));
    fireEvent.change(dialog.getByLabelText(/Meeting link/), { target: { value: 'https://meet.example.com/abc' } });
    fireEvent.change(dialog.getByLabelText(/Note for the candidate/), { target: { value: 'Bring your certificates.' } });

    const button = dialog.getByRole('button', { name: 'Send the invitation' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    const [body] = sent(calls);
    const slots = body?.slots as { startsAt: string; durationMinutes: number }[];
    expect(slots.map((slot) => slot.startsAt)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T10:30:00[+-]\d{2}:\d{2}$/), expect.stringMatching(/T15:00:00[+-]\d{2}:\d{2}$/)]);
    expect(slots.map((slot) => Date.parse(slot.startsAt))).toEqual([
      new Date(day.getFullYear(), day.getMonth(), day.getDate(), 10, 30).getTime(),
      new Date(second.getFullYear(), second.getMonth(), second.getDate(), 15, 0).getTime(),
    ]);
    expect(slots[0]?.startsAt.slice(0, 10)).toBe(isoDay(day));
    expect(slots.map((slot) => slot.durationMinutes)).toEqual([60, 30]);
    expect(body).toMatchObject({ cardId: 4, onlineUrl: 'https://meet.example.com/abc', note: 'Bring your certificates.' });
    expect(body).not.toHaveProperty('place');

    await act(async () => answer(jsonResponse(201, { message: 'The invitation has been sent to the candidate.', interview: interviewFixture() })));
    expect(await screen.findByText('The invitation has been sent to the candidate.')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent(calls)).toHaveLength(1);
  });

  it("shows the API's field errors at their slot, and a waiting invitation in plain words", async () => {
    let refusal = jsonResponse(422, {
      message: 'Some fields need your attention.',
      code: 'validation_error',
      formErrors: { 'slots[0].startsAt': ['interview_slot_not_in_future'] },
    });
    const { calls, dialog, onClose } = renderDialog(() => refusal);
    await fillValidSlot(dialog);
    fireEvent.change(dialog.getByLabelText(/Address or place/), { target: { value: 'Prosta 5, Warszawa' } });
    send(dialog);
    expect(await dialog.findByText('Choose a time in the future, at most a year ahead.')).toBeTruthy();

    refusal = jsonResponse(409, {
      message: 'An earlier invitation still waits for the candidate’s answer. Cancel it to propose other times.',
      code: 'interview_pending',
      formErrors: {},
    });
    send(dialog);
    const alert = await dialog.findByTestId('interview-refusal');
    expect(alert.textContent).toBe('An earlier invitation still waits for the candidate’s answer. Cancel it to propose other times.');
    expect(sent(calls)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
