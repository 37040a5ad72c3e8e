export * from './conversations.ts';
export * from './interviews.ts';
export * from './notes.ts';
