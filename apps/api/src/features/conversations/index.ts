/* The conversations feature's surface (issue 27): messages on a pipeline card, interview invitations and the employer's private notes (routes), and what the data export and erasure need of them. */
export { conversationsRoutes } from './conversations.routes.ts';
export { cardNotesExport, conversationsExport } from './conversations-export.ts';
export { deleteConversationsInactiveSince, releaseErasedConversationUser } from './conversations.repository.ts';
export { interviewsRoutes } from './interviews.routes.ts';
export { interviewsExport } from './interviews-export.ts';
