import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../app.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { brandsRoutes } from './brands/brands.routes.ts';
import { clientOffersRoutes } from './client-offers/client-offers.routes.ts';
import { candidateProfileRoutes } from './candidate-profile/candidate-profile.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { dictionariesRoutes } from './dictionaries/dictionaries.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { offersRoutes } from './offers/offers.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { phoneVerificationRoutes } from './phone-verification/phone-verification.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { validationRoutes } from './validation/validation.routes.ts';

/** The one place that knows every feature; each registers its own routes. */
export async function registerFeatures(app: FastifyInstance, context: FeatureContext): Promise<void> {
  await app.register(healthRoutes(context));
  await app.register(accountsRoutes(context));
  await app.register(validationRoutes());
  await app.register(outboxRoutes(context));
  await app.register(contentRoutes(context));
  await app.register(referenceRoutes(context));
  await app.register(offersRoutes(context));
  await app.register(seoRoutes(context));
  await app.register(dictionariesRoutes(context));
  await app.register(clientOffersRoutes(context));
  await app.register(brandsRoutes(context));
  await app.register(candidateProfileRoutes(context));
  await app.register(filesRoutes(context));
  await app.register(phoneVerificationRoutes(context));
}
