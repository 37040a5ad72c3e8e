/* The phone verification feature's surface: its routes and which numbers a user has confirmed. */
export { phoneVerificationRoutes } from './phone-verification.routes.ts';
export { confirmedPhoneNumbers } from './phone-verification.service.ts';
