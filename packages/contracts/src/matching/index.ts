export * from './matched-offers.ts';
export * from './match-messages.ts';
export * from './match-explanation.ts';
export * from './match-score.rules.ts';
export * from './fit-verdict.rules.ts';
