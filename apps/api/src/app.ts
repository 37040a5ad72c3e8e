import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.ts';
import type { DatabaseHandle } from './infra/db/database.ts';
import { ChangeNotices } from './infra/db/change-notices.ts';
import { AccessTokenIssuer } from './infra/auth/access-token.ts';
import { registerAuthentication } from './infra/auth/authenticate.ts';
import { SessionCheck } from './infra/auth/session-check.ts';
import { MAX_BODY_BYTES, registerBodyParsers } from './infra/http/bodies.ts';
import { cacheControlFor, registerCompression } from './infra/http/compression.ts';
import { registerErrorHandler } from './infra/http/error-handler.ts';
import { METRICS_PATH, registerMetrics } from './infra/metrics/metrics-endpoint.ts';
import { AppMetrics } from './infra/metrics/metrics.ts';
import { AppError } from './infra/http/errors.ts';
import { AppPageShell } from './infra/web/app-page.ts';
import { FirstViewRenderer } from './infra/web/first-view.ts';
import { registerLocale } from './infra/http/locale.ts';
import { apiDescription } from './infra/http/openapi.ts';
import { registerNullCharacterGuard } from './infra/http/null-characters.ts';
import { registerControlCharacterFilter } from './infra/http/control-characters.ts';
import { BackgroundTasks, type BackgroundWork } from './infra/jobs/background-work.ts';
import { registerSecurityHeaders } from './infra/http/security-headers.ts';
import { type ResponseSerialization, responseSerializerCompiler } from './infra/http/response-serializer.ts';
import type { JobQueue } from './infra/jobs/job-queue.ts';
import { OUTBOX_DELIVERY_JOB, createOutbox } from './infra/mail/outbox.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, registerRateLimits, scaledRateLimits } from './infra/security/rate-limit.ts';
import { FileLinks } from './infra/storage/file-links.ts';
import { storageFor } from './infra/storage/storage.ts';
import type { FeatureContext, MatchingTriggers } from './features/context.ts';
import { ensureOperator, isSessionOpen } from './features/accounts/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { matchingDepsOf, registerFeatures } from './features/index.ts';
import { matchingTriggers } from './features/matching/index.ts';
import { OfferListCache } from './features/offers/index.ts';
import { ReferenceCatalogueStore } from './features/reference/index.ts';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Absent in tests that do not exercise background work; messages then stay pending. */
  jobs?: JobQueue;
  rateLimits?: Partial<RateLimitSettings>;
  /** Directory of the built web app; served with an SPA fallback when it exists. */
  webDistDir?: string;
  /** The web app's built server entry (dist-ssr/entry-server.js); public pages' first view is rendered with it when it exists. */
  webServerEntry?: string;
  logger?: boolean | object;
  /** The current time; tests pass a controllable clock. */
  clock?: () => Date;
  /** Tests that must see a change before the list cache expires pass their own and clear it. */
  offerListCache?: OfferListCache;
  /** Tests pass their own to wait for, or to hold, the work done after an answer. */
  background?: BackgroundWork;
  /** The process's counters, shared with its job queue and jobs; by default the app's own. */
  metrics?: AppMetrics;
  /** How this process hears other processes' changes; by default its own, closed with the app. */
  changes?: ChangeNotices;
  /** Tests of what follows from stored matches (the pipeline) pass inert triggers and store the matches they need. */
  matching?: MatchingTriggers;
  /** By default compiled in production and checked against the schemas elsewhere; a test may ask for either. */
  responseSerialization?: ResponseSerialization;
}

/** Production writes answers with compiled serializers; development and tests keep zod checking each answer's contract. */
function responseSerializationOf(config: AppConfig): ResponseSerialization {
  return config.NODE_ENV === 'production' ? 'compiled' : 'checked';
}

/** A hop count as Fastify takes it: the nearest `hops` addresses of the forwarding chain are proxies. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

const API_PREFIXES = ['/v1/', '/public/', '/docs', '/healthz', '/readyz', METRICS_PATH];

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    // Forwarded headers count only from configured proxies (TRUST_PROXY); by default the socket decides.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(deps.responseSerialization ?? responseSerializationOf(config)));

  registerLocale(app);
  registerErrorHandler(app);
  const metrics = deps.metrics ?? new AppMetrics();
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  await registerBodyParsers(app);
  registerNullCharacterGuard(app);
  registerControlCharacterFilter(app);
  const redis = await registerRateLimits(app, { redisUrl: config.REDIS_URL, namespace: config.RATE_LIMIT_NAMESPACE });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await registerSecurityHeaders(app, { publicUrl: config.PUBLIC_URL, corsOrigins: config.CORS_ORIGINS });
  await registerCompression(app);

  await app.register(
    swagger,
    apiDescription({ title: 'Trades Marketplace API', version: '1.0.0', description: 'The marketplace API; every body is also accepted as form-urlencoded or multipart with bracket notation.' }),
  );
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const sessions = new SessionCheck((userId, sessionId) => isSessionOpen(database.db, userId, sessionId));
  registerAuthentication(app, new AccessTokenIssuer(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS), sessions);

  const webDist = deps.webDistDir;
  const indexHtmlPath = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = indexHtmlPath !== undefined && existsSync(indexHtmlPath);
  const indexHtml = hasWeb && indexHtmlPath ? readFileSync(indexHtmlPath, 'utf8') : undefined;
  const firstViews = hasWeb ? await FirstViewRenderer.load(deps.webServerEntry, app) : undefined;

  const jobs = deps.jobs;
  const background = deps.background ?? new BackgroundTasks((error) => app.log.error({ err: error }, 'background work failed'));
  if (background instanceof BackgroundTasks) app.addHook('onClose', () => background.idle());
  const outbox = createOutbox(config.PUBLIC_URL, async (id) => {
    await jobs?.send(OUTBOX_DELIVERY_JOB, { id });
  });
  const now = deps.clock ?? (() => new Date());
  // What this process keeps in memory is forgotten, here and in every other process, when it changes anywhere.
  const changes = deps.changes ?? (await ChangeNotices.open(database, app.log));
  if (!deps.changes) app.addHook('onClose', () => changes.close());
  const offerListCache = deps.offerListCache ?? new OfferListCache();
  const catalogue = ReferenceCatalogueStore.of(database.db);
  changes.on('public-offers', () => {
    offerListCache.clear();
    firstViews?.forget();
  });
  changes.on('reference', () => {
    catalogue.reload();
    firstViews?.forget();
  });
  const context: FeatureContext = {
    config,
    database,
    db: database.db,
    outbox,
    jobs,
    background,
    rateLimits: scaledRateLimits({ ...DEFAULT_RATE_LIMITS, ...deps.rateLimits }, config.RATE_LIMIT_MULTIPLIER),
    webIndexHtml: indexHtml,
    firstViews,
    now,
    fileLinks: new FileLinks(config.JWT_SECRET),
    fileStorage: storageFor(config),
    catalogue,
    offerListCache: { clear: () => changes.publish('public-offers') },
    matching: deps.matching ?? matchingTriggers(matchingDepsOf(database.db, now), jobs, background),
    metrics,
  };
  await registerFeatures(app, context, offerListCache);
  if (config.OPERATOR_EMAIL && config.OPERATOR_PASSWORD) {
    const operator = await ensureOperator(database.db, { email: config.OPERATOR_EMAIL, password: config.OPERATOR_PASSWORD, totpSecret: config.OPERATOR_TOTP_SECRET });
    app.log.info(`Operator ${config.OPERATOR_EMAIL}: ${operator}`);
  }

  if (hasWeb && webDist) {
    // The build writes .br and .gz next to each text file; the browser gets the best it accepts.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
    });
  }

  const shell = indexHtml ? new AppPageShell(indexHtml) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && shell && request.method === 'GET' && (wantsHtml || !path.extname(url))) {
      // Client-side routes, in the visitor's language; an address that is no page gets 404 and the app's not-found page.
      return shell.send(request, reply);
    }
    throw AppError.notFound();
  });

  return app;
}

/**
 * A worker process's HTTP side (PROCESS_ROLE=worker): /healthz and /readyz for the orchestrator that runs it, and
 * /metrics, where its jobs are counted; everything else is 404.
 */
export async function buildWorkerApp(deps: Pick<AppDependencies, 'config' | 'database' | 'logger' | 'metrics'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(responseSerializationOf(deps.config)));
  registerMetrics(app, deps.metrics ?? new AppMetrics(), deps.config.METRICS_TOKEN);
  await app.register(healthRoutes({ database: deps.database, db: deps.database.db }));
  return app;
}
