export * from './document-requests.ts';
