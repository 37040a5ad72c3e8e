import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { entityId } from '../fields.ts';

/* An employer's private notes on a pipeline card (issue 27): theirs only, never the candidate's to read in the app. */

export const CARD_NOTE_MAX = 2000;

export const cardNoteBody = z.object({
  text: z
    .string({ error: ErrorKey.FieldRequired })
    .trim()
    .min(1, { error: ErrorKey.FieldRequired, abort: true })
    .max(CARD_NOTE_MAX, { error: ErrorKey.TooLong }),
});
export type CardNoteBody = z.output<typeof cardNoteBody>;

export const cardNotesParams = z.object({ cardId: entityId });
export const cardNoteParams = z.object({ cardId: entityId, noteId: entityId });
/** DELETE …/notes?id= removes one note; with no id, every note of the card. */
export const cardNotesDeleteQuery = z.object({ id: entityId.optional() });

export const cardNote = z.object({ id: z.number().int(), text: z.string(), createdAt: z.string(), authorName: z.string() });
export type CardNote = z.infer<typeof cardNote>;

export const cardNoteList = z.object({ items: z.array(cardNote) });
export type CardNoteList = z.infer<typeof cardNoteList>;

export const cardNotesDeleted = z.object({ deleted: z.number().int() });
