import type { RouteObject } from 'react-router';

/** The conversations of both signed-in account types (app/access.ts: any account under /user). */
export const conversationRoutes: RouteObject[] = [
  { path: 'user/conversations', lazy: async () => ({ Component: (await import('./pages/conversations-page')).ConversationsPage }) },
  { path: 'user/conversations/:id', lazy: async () => ({ Component: (await import('./pages/conversation-page')).ConversationPage }) },
];
