import { type CardNote, type CardNoteList, ConversationLabelKey, type Locale } from '@trades/contracts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { translate } from '../../infra/i18n/messages.ts';
import { type ConversationCard, findConversationCard } from './card-access.ts';
import { personName } from './conversations.rules.ts';
import { type CardNoteRow, deleteNotes, insertNote, notesOfCard } from './notes.repository.ts';

/*
 * The employer's private notes on a card (issue 27): any card of their offers, with no leave to contact needed; theirs
 * only (another employer's card is 404), never shown to the candidate in the app (but in the candidate's data export).
 */

export interface NotesDeps {
  db: Database;
  now: () => Date;
}

async function employersCard(deps: NotesDeps, clientUserId: number, cardId: number): Promise<ConversationCard> {
  const card = await findConversationCard(deps.db, cardId);
  if (!card || card.clientUserId !== clientUserId) throw AppError.notFound();
  return card;
}

function presentNote(row: CardNoteRow, locale: Locale): CardNote {
  return {
    id: row.id,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorUserId === null ? translate(ConversationLabelKey.DeletedUser, locale) : personName(row.authorFirstName, row.authorLastName),
  };
}

/** POST /v1/client-candidate/{cardId}/notes */
export async function addNote(deps: NotesDeps, clientUserId: number, cardId: number, text: string, locale: Locale): Promise<CardNote> {
  await employersCard(deps, clientUserId, cardId);
  const note = await insertNote(deps.db, { cardId, authorUserId: clientUserId, body: text, now: deps.now() });
  const [row] = await notesOfCard(deps.db, cardId, note.id);
  if (!row) throw AppError.notFound();
  return presentNote(row, locale);
}

/** GET /v1/client-candidate/{cardId}/notes: newest first. */
export async function listNotes(deps: NotesDeps, clientUserId: number, cardId: number, locale: Locale): Promise<CardNoteList> {
  await employersCard(deps, clientUserId, cardId);
  return { items: (await notesOfCard(deps.db, cardId)).map((row) => presentNote(row, locale)) };
}

/** DELETE …/notes/{noteId}: one note; an unknown one (or another card's) is 404. */
export async function removeNote(deps: NotesDeps, clientUserId: number, cardId: number, noteId: number): Promise<void> {
  await employersCard(deps, clientUserId, cardId);
  if ((await deleteNotes(deps.db, cardId, noteId)) === 0) throw AppError.notFound();
}

/** DELETE …/notes?id=: one note, or every note of the card without `id`; answers how many went (0 on a repeat). */
export async function removeNotes(deps: NotesDeps, clientUserId: number, cardId: number, noteId: number | undefined): Promise<{ deleted: number }> {
  await employersCard(deps, clientUserId, cardId);
  return { deleted: await deleteNotes(deps.db, cardId, noteId) };
}
