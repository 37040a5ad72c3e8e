import { lazy } from 'react';

/* What other parts of the web app use from the accounts feature. */
export { accountRoutes } from './account-routes';
export { VerificationNotice } from './components/verification-notice';
export { RequireAccount } from './components/require-account';
export { phonePrefixGroups } from './account-rules';
export { signInPath } from './return-path';
export { CANDIDATE_PROFILE_QUERY_KEY, useCandidateProfile } from './api/candidate-profile';
export { useClientProfile } from './api/client-profile';
export { useCountryDictionary } from './api/country-dictionary';
export { COMPANY_DATA_ANCHOR } from './components/billing-data-form';
export { translateError, useFieldProps } from './use-field-props';
export { RecoveryCodeList } from './components/recovery-code-list';

/** Loaded on demand: only an account that must change its password sees it. */
export const EnforcePasswordChangeBox = lazy(async () => ({
  default: (await import('./components/enforce-password-change-box')).EnforcePasswordChangeBox,
}));
