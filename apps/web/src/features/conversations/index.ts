/* What other parts of the web app use from the conversations: the routes, the header's badge, a card's thread and the applications' action, interview invitations and the employer's notes. */
export { conversationRoutes } from './conversations-routes';
export { CONVERSATIONS_PATH, conversationPath } from './conversations-paths';
export { UnreadBadge } from './components/unread-badge';
export { ConversationThread, type ConversationThreadProps } from './components/conversation-thread';
export { MessageEmployerButton } from './components/message-employer-button';
export { InterviewCard, type InterviewCardProps } from './components/interview-card';
export { InterviewDialog, InviteToInterviewButton } from './components/interview-dialog';
export { ApplicationInterviews, CardInterviews } from './components/interview-list';
export { CardNotes } from './components/card-notes';
