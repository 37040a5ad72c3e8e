export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a huge body cannot make hashing expensive. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 180;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const TAX_ID_MAX_LENGTH = 32;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_BODY_MAX_LENGTH = 5000;
/** Session cookies live 30 days. */
export const SESSION_COOKIE_DAYS = 30;
export const MAX_PROFESSIONS = 5;
/** Items of any list a client sends that has no bound of its own: far above what a form holds, far below what costs. */
export const MAX_LIST_ITEMS = 200;
export const MAX_WORK_LOCATIONS = 3;
export const WIZARD_FIRST_STEP = 2;
export const WIZARD_LAST_STEP = 8;
/** wizardStep 0 means the wizard is complete. */
export const WIZARD_COMPLETE = 0;
