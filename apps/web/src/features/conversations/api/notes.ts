import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardNote, CardNoteList } from '@trades/contracts';
import { useGuardedMutation } from '@/components/forms/submit-guard';
import { api } from '@/lib/api-client';

/** The employer's private notes of one card; adding or deleting one refreshes them. */
export const cardNotesKey = (cardId: number) => ['card-notes', cardId] as const;

/** GET /v1/client-candidate/{cardId}/notes: the employer's own notes on the card. */
export function fetchCardNotes(cardId: number): Promise<CardNoteList> {
  return api<CardNoteList>(`/v1/client-candidate/${cardId}/notes`);
}

export function useCardNotes(cardId: number) {
  return useQuery({ queryKey: cardNotesKey(cardId), queryFn: () => fetchCardNotes(cardId) });
}

/** POST /v1/client-candidate/{cardId}/notes: 201 with the note. */
export function addCardNote({ cardId, text }: { cardId: number; text: string }): Promise<CardNote> {
  return api<CardNote>(`/v1/client-candidate/${cardId}/notes`, { method: 'POST', body: { text } });
}

export function useAddCardNote(cardId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: addCardNote, onSettled: () => queryClient.invalidateQueries({ queryKey: cardNotesKey(cardId) }) });
}

/** DELETE /v1/client-candidate/{cardId}/notes/{noteId}: 204. */
export function deleteCardNote({ cardId, noteId }: { cardId: number; noteId: number }): Promise<void> {
  return api<void>(`/v1/client-candidate/${cardId}/notes/${noteId}`, { method: 'DELETE' });
}

export function useDeleteCardNote(cardId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: deleteCardNote, onSettled: () => queryClient.invalidateQueries({ queryKey: cardNotesKey(cardId) }) });
}
