/* The employer's offers: the offer form with its rules (shared by the web form and the API), the client offer list, the lifecycle and the brands. */
export * from './constants.ts';
export * from './lifecycle.ts';
export * from './description.ts';
export * from './offer-form.ts';
export * from './offer-form.rules.ts';
export * from './offer.ts';
export * from './offer-list.ts';
export * from './offer-name.ts';
export * from './brands.ts';
