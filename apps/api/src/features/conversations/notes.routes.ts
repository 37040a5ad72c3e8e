import { AccountType, cardNote, cardNoteBody, cardNoteList, cardNoteParams, cardNotesDeleteQuery, cardNotesDeleted, cardNotesParams } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { type NotesDeps, addNote, listNotes, removeNote, removeNotes } from './notes.service.ts';

const security = [{ bearer: [] }];
const tags = ['conversations'];

/** The employer's private notes on a card of their offers (registered by conversationsRoutes). */
export const notesRoutes =
  (deps: NotesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const client = app.requireAccount(AccountType.Client);

    app.post(
      '/v1/client-candidate/:cardId/notes',
      {
        onRequest: client,
        schema: {
          tags,
          security,
          summary: 'Add a private note to a card of one’s offers (no leave to contact needed); never shown to the candidate in the app',
          params: cardNotesParams,
          body: cardNoteBody,
          response: { 201: cardNote },
        },
      },
      async (request, reply) => reply.status(201).send(await addNote(deps, currentUser(request).userId, request.params.cardId, request.body.text, request.locale)),
    );

    app.get(
      '/v1/client-candidate/:cardId/notes',
      {
        onRequest: client,
        schema: { tags, security, summary: 'The card’s notes, newest first (another employer’s card is 404)', params: cardNotesParams, response: { 200: cardNoteList } },
      },
      async (request) => listNotes(deps, currentUser(request).userId, request.params.cardId, request.locale),
    );

    app.delete(
      '/v1/client-candidate/:cardId/notes/:noteId',
      {
        onRequest: client,
        schema: { tags, security, summary: 'Delete one note (an unknown one is 404)', params: cardNoteParams, response: { 204: z.null().describe('Deleted') } },
      },
      async (request, reply) => {
        await removeNote(deps, currentUser(request).userId, request.params.cardId, request.params.noteId);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/v1/client-candidate/:cardId/notes',
      {
        onRequest: client,
        schema: {
          tags,
          security,
          summary: 'Delete the note `id`, or every note of the card without it; answers how many went (0 on a repeat)',
          params: cardNotesParams,
          querystring: cardNotesDeleteQuery,
          response: { 200: cardNotesDeleted },
        },
      },
      async (request) => removeNotes(deps, currentUser(request).userId, request.params.cardId, request.query.id),
    );
  };
