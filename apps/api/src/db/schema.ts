// Every table of the application, for drizzle-kit to generate migrations from.
export * from '../infra/mail/outbox.tables.ts';
export * from '../infra/storage/discarded-files.tables.ts';
export * from '../features/accounts/accounts.tables.ts';
export * from '../features/content/content.tables.ts';
export * from '../features/reference/reference.tables.ts';
export * from '../features/offers/offers.tables.ts';
export * from '../features/files/files.tables.ts';
export * from '../features/phone-verification/phone-verification.tables.ts';
export * from '../features/candidate-profile/candidate-profile.tables.ts';
export * from '../features/matching/matching.tables.ts';
export * from '../features/applications/applications.tables.ts';
export * from '../features/shop/shop.tables.ts';
export * from '../features/payments/payments.tables.ts';
export * from '../features/invoices/invoices.tables.ts';
export * from '../features/candidate-documents/candidate-documents.tables.ts';
export * from '../features/privacy/privacy.tables.ts';
export * from '../features/job-alerts/job-alerts.tables.ts';
