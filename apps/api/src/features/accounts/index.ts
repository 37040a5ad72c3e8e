/* The accounts feature's surface: its routes, the account writes the demo seed and test fixtures start from, what the privacy feature reads and erases (the erasure itself is the privacy feature's), and the operator's block and resent confirmation. */
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
export {
  NEW_ACCOUNT_STATUS,
  accountOfDeletionLink,
  consentHistoryOf,
  ensureOperator,
  resendConfirmationMail,
  showClientProfile,
  takeAccountDeletionLink,
} from './accounts.service.ts';
export { checkTaxId, compactTaxId } from './tax-id.ts';
export { type AccountBlockDeps, blockAccount, unblockAccount } from './account-blocks.ts';
export { isSessionOpen } from './tokens.repository.ts';
export { type OperatorDeps, inviteOperator, listOperators, removeOperator } from './operators.service.ts';
export { renewRecoveryCodes } from './second-factor.service.ts';
