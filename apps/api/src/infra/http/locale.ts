import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '@trades/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages, from the X-LOCALE header (default en). */
    locale: Locale;
  }
}

export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['x-locale'];
  const value = Array.isArray(header) ? header[0] : header;
  return normalizeLocale(value, DEFAULT_LOCALE);
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  // Callback style: every request passes here, and an async hook costs it a promise and a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = requestLocale(request);
    done();
  });
}
