import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Named limits used by routes: `config: { rateLimit: rateLimits.signIn }`. */
export interface RateLimitSettings {
  signIn: { max: number; timeWindow: number };
  signUp: { max: number; timeWindow: number };
  passwordReset: { max: number; timeWindow: number };
  resendMail: { max: number; timeWindow: number };
  contact: { max: number; timeWindow: number };
  sms: { max: number; timeWindow: number };
  cvUpload: { max: number; timeWindow: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { max: 10, timeWindow: 5 * MINUTE },
  signUp: { max: 10, timeWindow: HOUR },
  passwordReset: { max: 5, timeWindow: 15 * MINUTE },
  resendMail: { max: 5, timeWindow: 15 * MINUTE },
  contact: { max: 5, timeWindow: 15 * MINUTE },
  sms: { max: 5, timeWindow: 15 * MINUTE },
  // Each new CV replaces the last; the limit keeps a loop of uploads from churning the storage.
  cvUpload: { max: 20, timeWindow: HOUR },
};

/** Every named limit allowing `multiplier` times as many requests in the same window. */
export function scaledRateLimits(limits: RateLimitSettings, multiplier: number): RateLimitSettings {
  const scaled = Object.entries(limits).map(([name, limit]) => [name, { ...limit, max: limit.max * multiplier }]);
  return Object.fromEntries(scaled) as unknown as RateLimitSettings;
}

/**
 * Limits are kept in memory, or in Redis when REDIS_URL is set so that several API processes
 * behind a load balancer share one count. Only routes that opt in are limited.
 * Processes share a count when they share the namespace (RATE_LIMIT_NAMESPACE); other deployments
 * on the same Redis keep theirs apart with another one.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  store: { redisUrl: string | undefined; namespace: string },
): Promise<Redis | undefined> {
  const redis = store.redisUrl
    ? new Redis(store.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: store.namespace } : {}),
    // Redis trouble must not lock everyone out of signing in.
    skipOnError: true,
    keyGenerator: (request) => request.ip,
  });
  return redis;
}
