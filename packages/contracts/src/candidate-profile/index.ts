/* The candidate profile built by the wizard: constants, bodies, answers and the rules both sides apply. */
export * from './constants.ts';
export * from './profile-fields.ts';
export * from './wizard-bodies.ts';
export * from './profession-item-kinds.ts';
export * from './professions.ts';
export * from './work-places.ts';
export * from './work-terms.ts';
export * from './profile-shown.ts';
export * from './wizard-primary.ts';
export * from './verification.ts';
export * from './wizard-progress.rules.ts';
export * from './personal-data.rules.ts';
export * from './languages.rules.ts';
export * from './professions.rules.ts';
export * from './availability.rules.ts';
export * from './work-places.rules.ts';
export * from './work-terms.rules.ts';
