/* The matching feature's surface: the candidate's matched-offer routes, the employer's view of a pair's fit, the triggers and jobs that keep pairs fresh, the full rebuild, what the benchmark drives, and the candidate's matches for their data export. */
export { matchingRoutes } from './matching.routes.ts';
export { type MatchScope, type MatchingDeps, matchingTriggers, registerMatchingJobs, rescoreCandidateSnapshot, rescoreOffer } from './matching.service.ts';
export { rebuildAllMatches, rebuildPairs } from './matching.rebuild.ts';
export { matchesOfCandidate } from './matching.repository.ts';
export { prefilterArrays } from './candidate-snapshot.ts';
export { presentFit } from './match-hints.ts';
export { matchesAreStale, rebuildIfStale } from './matching.startup.ts';
