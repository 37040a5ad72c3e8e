/* The accounts feature's surface: its routes, and the account writes the demo seed and test fixtures start from. */
export { accountsRoutes } from './accounts.routes.ts';
export {
  findUserByEmail,
  insertCandidateProfile,
  insertClientProfile,
  insertUser,
  listConsents,
  saveUserConsents,
} from './accounts.repository.ts';
export { NEW_ACCOUNT_STATUS, showClientProfile } from './accounts.service.ts';
export { isSessionOpen } from './tokens.repository.ts';
