export * from './matched-offers.ts';
export * from './match-messages.ts';
