import type { FastifyInstance } from 'fastify';
import type { Database } from '../infra/db/database.ts';
import type { FeatureContext } from './context.ts';
import type { OfferListCache } from './offers/index.ts';
import { accountsRoutes } from './accounts/index.ts';
import { applicationsRoutes, offerApplications, syncMatchedEntries } from './applications/index.ts';
import { brandsRoutes, createCompanyBrand } from './brands/index.ts';
import { candidateCvRoutes } from './candidate-cv/index.ts';
import { candidateDocumentsRoutes } from './candidate-documents/index.ts';
import { clientOffersRoutes } from './client-offers/index.ts';
import { candidateProfileRoutes, markPhoneConfirmed } from './candidate-profile/index.ts';
import { contentRoutes } from './content/index.ts';
import { conversationsRoutes, interviewsRoutes } from './conversations/index.ts';
import { dictionariesRoutes } from './dictionaries/index.ts';
import { filesRoutes } from './files/index.ts';
import { healthRoutes } from './health/index.ts';
import { jobAlertsRoutes } from './job-alerts/index.ts';
import { type MatchingDeps, matchingRoutes } from './matching/index.ts';
import { offersRoutes } from './offers/index.ts';
import { outboxRoutes } from './outbox/index.ts';
import { phoneVerificationRoutes } from './phone-verification/index.ts';
import { privacyRoutes } from './privacy/index.ts';
import { referenceRoutes } from './reference/index.ts';
import { savedOffersRoutes } from './saved-offers/index.ts';
import { seoRoutes } from './seo/index.ts';
import { invoicesRoutes } from './invoices/index.ts';
import { operatorRoutes, recordTotpEnrolment } from './operator/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { purchasedCandidateIds, shopRoutes } from './shop/index.ts';
import { validationRoutes } from './validation/index.ts';

/**
 * The one place that knows every feature; each registers its own routes. The offer list's cache is whole here:
 * the features that read it (offers, seo) get it, the rest see only the context's clear(), which tells every
 * process. The public offers show who applied, which the applications feature, built on offers, tells them. A new
 * employer's main brand comes from brands, which is built on accounts.
 */
export async function registerFeatures(app: FastifyInstance, context: FeatureContext, offerListCache: OfferListCache): Promise<void> {
  await app.register(healthRoutes(context));
  await app.register(accountsRoutes({ ...context, createCompanyBrand, onTotpEnrolled: recordTotpEnrolment }));
  await app.register(validationRoutes());
  await app.register(outboxRoutes(context));
  await app.register(contentRoutes(context));
  await app.register(referenceRoutes(context));
  await app.register(offersRoutes({ ...context, offerListCache, applications: offerApplications }));
  await app.register(seoRoutes({ ...context, offerListCache, applications: offerApplications }));
  await app.register(dictionariesRoutes(context));
  await app.register(clientOffersRoutes(context));
  await app.register(brandsRoutes(context));
  await app.register(candidateProfileRoutes(context));
  await app.register(filesRoutes(context));
  await app.register(candidateCvRoutes(context));
  await app.register(phoneVerificationRoutes({ ...context, markConfirmed: markPhoneConfirmed }));
  await app.register(applicationsRoutes({ ...context, purchasedCandidateIds }));
  await app.register(conversationsRoutes({ ...context, purchasedCandidateIds }));
  await app.register(interviewsRoutes({ ...context, purchasedCandidateIds }));
  await app.register(matchingRoutes(context));
  await app.register(shopRoutes(context));
  await app.register(paymentRoutes(context));
  await app.register(invoicesRoutes(context));
  await app.register(operatorRoutes(context));
  await app.register(candidateDocumentsRoutes(context));
  await app.register(privacyRoutes(context));
  await app.register(jobAlertsRoutes(context));
  await app.register(savedOffersRoutes(context));
}

/** The matching engine as the app runs it: its stored pairs feed the pipeline's first tab. */
export function matchingDepsOf(db: Database, now: () => Date = () => new Date()): MatchingDeps {
  return { db, now, syncPipeline: syncMatchedEntries };
}
