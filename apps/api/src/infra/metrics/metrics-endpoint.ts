import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackSocket } from '../http/loopback.ts';
import type { AppMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

/** Headers a reverse proxy adds: a request carrying one came through it, whatever its socket says. */
const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** Hashed first so the comparison takes the same time whatever the lengths. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read the metrics: a caller with METRICS_TOKEN as its bearer token, or this machine itself. The machine
 * is judged from the socket alone (never request.ip, which follows TRUST_PROXY), and a request relayed by a
 * proxy on this machine is not the machine's own.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  if (token && scheme?.toLowerCase() === 'bearer' && given && sameToken(given, token)) return true;
  return isLoopbackSocket(request) && !RELAY_HEADERS.some((name) => request.headers[name] !== undefined);
}

/**
 * Times every request by its route pattern (never the URL, whose ids would make a series each) and serves
 * GET /metrics. Anyone else gets what an unknown path gets: the endpoint is not advertised (docs/decisions.md).
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  // Callback style: every request passes here, and an async hook costs it a promise and a microtask.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token)) {
      reply.callNotFound();
      return reply;
    }
    const { contentType, text } = await metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  });
}
