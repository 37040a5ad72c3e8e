export * from './candidate-documents.ts';
