/* The accounts feature's surface: its routes, the account writes the demo seed and test fixtures start from, and what the privacy feature reads and erases (the erasure itself is the privacy feature's). */
export { accountsRoutes } from './accounts.routes.ts';
export {
  consentEventsOf,
  deleteUser,
  findCandidateProfile,
  findClientProfile,
  findUserByEmail,
  findUserById,
  insertCandidateProfile,
  insertClientProfile,
  insertUser,
  listConsents,
  saveUserConsents,
  userConsentsOf,
} from './accounts.repository.ts';
export { NEW_ACCOUNT_STATUS, accountOfDeletionLink, consentHistoryOf, ensureOperator, showClientProfile, takeAccountDeletionLink } from './accounts.service.ts';
export { checkTaxId, compactTaxId } from './tax-id.ts';
export { isSessionOpen } from './tokens.repository.ts';
