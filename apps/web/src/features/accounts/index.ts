/* What other parts of the web app use from the accounts feature. */
export { accountRoutes } from './account-routes';
export { EnforcePasswordChangeBox } from './components/enforce-password-change-box';
export { VerificationNotice } from './components/verification-notice';
export { phonePrefixGroups } from './account-rules';
export { translateError, useFieldProps } from './use-field-props';
