import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARD_NOTE_MAX, type CardNote } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { cardNoteFixture } from '@/testing/interviews';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { CardNotes } from './card-notes';

/* The employer's private notes on a card: newest first, added and deleted, and said to be theirs alone. */

const NOTES_PATH = '/v1/client-candidate/4/notes';

/** The notes API over a list the test can read: POST adds (201), DELETE removes (204). */
function notesApi(initial: CardNote[], { add }: { add?: (call: FetchCall) => Response | Promise<Response> } = {}) {
  let notes = [...initial];
  let nextId = 100;
  const calls = mockFetch((call) => {
    if (call.url === NOTES_PATH && call.method === 'GET') return jsonResponse(200, { items: notes });
    if (call.url === NOTES_PATH && call.method === 'POST') {
      if (add) return add(call);
      const note = cardNoteFixture(nextId++, (JSON.parse(String(call.body)) as { text: string }).text, '2026-12-05T12:00:00.000Z');
      notes = [...notes, note];
      return jsonResponse(201, note);
    }
    const removed = /^\/v1\/client-candidate\/4\/notes\/(\d+)$/.exec(call.url);
    if (removed && call.method === 'DELETE') {
      notes = notes.filter((note) => note.id !== Number(removed[1]));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return calls;
}

const noteTexts = () => screen.queryAllByTestId('card-note').map((note) => note.querySelector('p:last-child')?.textContent);

afterEach(() => resetBrowserState());

describe('the notes of a card', () => {
  it('lists the notes newest first with their date and author, and says only the employer sees them', async () => {
    notesApi([cardNoteFixture(1, 'Called, no answer.', '2026-12-01T09:00:00.000Z'), cardNoteFixture(2, 'Strong on TIG welding.\nAsk about the night shifts.', '2026-12-03T15:30:00.000Z')]);
    renderWithProviders(<CardNotes cardId={4} />);
    expect(screen.getByTestId('notes-privacy').textContent).toBe('Only you see these notes; the candidate does not.');
    await waitFor(() => expect(noteTexts()).toEqual(['Strong on TIG welding.\nAsk about the night shifts.', 'Called, no answer.']));
    expect(within(screen.getAllByTestId('card-note')[0]!).getByText('03/12/2026 16:30 · Jan Nowak')).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    notesApi([]);
    renderWithProviders(<CardNotes cardId={4} />);
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
  });

  it('adds a note once however often it is clicked, and refuses an empty one', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = notesApi([], { add: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<CardNotes cardId={4} />);
    await screen.findByText('No notes yet.');
    const add = screen.getByRole('button', { name: 'Add the note' });

    fireEvent.change(screen.getByLabelText('New note'), { target: { value: '   ' } });
    fireEvent.click(add);
    expect(await screen.findByText('This field is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New note'), { target: { value: ' Asked for references. ' } });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)) as unknown)).toEqual([{ text: 'Asked for references.' }]));
    answer(jsonResponse(201, cardNoteFixture(100, 'Asked for references.', '2026-12-05T12:00:00.000Z')));
    expect(await screen.findByText('The note has been added.')).toBeTruthy();
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps a note to the limit of its length', () => {
    notesApi([]);
    renderWithProviders(<CardNotes cardId={4} />);
    expect(screen.getByLabelText('New note').getAttribute('maxlength')).toBe(String(CARD_NOTE_MAX));
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'abc' } });
    expect(screen.getByText(`3 of ${CARD_NOTE_MAX} characters`)).toBeTruthy();
  });

  it('deletes a note after a confirmation', async () => {
    const calls = notesApi([cardNoteFixture(1, 'Called, no answer.', '2026-12-01T09:00:00.000Z'), cardNoteFixture(2, 'Strong on TIG welding.', '2026-12-03T15:30:00.000Z')]);
    renderWithProviders(<CardNotes cardId={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the note of 01/12/2026 10:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this note?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The note has been deleted.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/v1/client-candidate/4/notes/1']);
    await waitFor(() => expect(noteTexts()).toEqual(['Strong on TIG welding.']));
  });
});
