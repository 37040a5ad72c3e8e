/* The accounts feature's surface: its routes, the account writes the demo seed and test fixtures start from, and what the privacy feature reads and erases. */
export { accountsRoutes } from './accounts.routes.ts';
export {
  consentEventsOf,
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
export { type ErasureDeps, NEW_ACCOUNT_STATUS, consentHistoryOf, ensureOperator, eraseAccount, showClientProfile } from './accounts.service.ts';
export { checkTaxId, compactTaxId } from './tax-id.ts';
export { isSessionOpen } from './tokens.repository.ts';
