import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/database.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import { type OfferCandidateNoteRow, offerCandidateNotes } from './conversations.tables.ts';

/* The employer's private notes on pipeline cards. */

export interface CardNoteRow extends OfferCandidateNoteRow {
  authorFirstName: string | null;
  authorLastName: string | null;
}

const author = alias(users, 'note_author');

export async function insertNote(db: Executor, values: { cardId: number; authorUserId: number; body: string; now: Date }): Promise<OfferCandidateNoteRow> {
  const [row] = await db
    .insert(offerCandidateNotes)
    .values({ offerCandidateId: values.cardId, authorUserId: values.authorUserId, body: values.body, createdAt: values.now })
    .returning();
  if (!row) throw new Error('note not inserted');
  return row;
}

/** A card's notes, newest first, with their author's name. */
export async function notesOfCard(db: Executor, cardId: number, noteId?: number): Promise<CardNoteRow[]> {
  return db
    .select({
      id: offerCandidateNotes.id,
      offerCandidateId: offerCandidateNotes.offerCandidateId,
      authorUserId: offerCandidateNotes.authorUserId,
      body: offerCandidateNotes.body,
      createdAt: offerCandidateNotes.createdAt,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
    })
    .from(offerCandidateNotes)
    .leftJoin(author, eq(author.id, offerCandidateNotes.authorUserId))
    .where(and(eq(offerCandidateNotes.offerCandidateId, cardId), noteId === undefined ? undefined : eq(offerCandidateNotes.id, noteId)))
    .orderBy(desc(offerCandidateNotes.createdAt), desc(offerCandidateNotes.id));
}

/** Deletes one note of the card (`noteId`), or all of them; answers how many went. */
export async function deleteNotes(db: Executor, cardId: number, noteId?: number): Promise<number> {
  const removed = await db
    .delete(offerCandidateNotes)
    .where(and(eq(offerCandidateNotes.offerCandidateId, cardId), noteId === undefined ? undefined : eq(offerCandidateNotes.id, noteId)))
    .returning({ id: offerCandidateNotes.id });
  return removed.length;
}

const employerName = sql<string>`coalesce(${clientBrands.name}, ${clientProfiles.name}, '')`;
const candidate = alias(users, 'note_candidate');

/**
 * The notes of the data export: about the candidate (`candidateUserId`, the right of access: with the offer and the
 * employer who wrote them), or written by the employer on their offers' cards (`clientUserId`).
 */
export async function notesForExport(db: Executor, owner: { candidateUserId: number } | { clientUserId: number }) {
  return db
    .select({
      id: offerCandidateNotes.id,
      cardId: offerCandidateNotes.offerCandidateId,
      body: offerCandidateNotes.body,
      createdAt: offerCandidateNotes.createdAt,
      offerId: offers.id,
      offerSlug: offers.slug,
      professionId: offers.professionId,
      employerName,
      candidateFirstName: candidate.firstName,
      candidateLastName: candidate.lastName,
    })
    .from(offerCandidateNotes)
    .innerJoin(offerCandidates, eq(offerCandidates.id, offerCandidateNotes.offerCandidateId))
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .leftJoin(candidate, eq(candidate.id, offerCandidates.candidateUserId))
    .where('candidateUserId' in owner ? eq(offerCandidates.candidateUserId, owner.candidateUserId) : eq(offers.clientUserId, owner.clientUserId))
    .orderBy(offerCandidateNotes.createdAt, offerCandidateNotes.id);
}
