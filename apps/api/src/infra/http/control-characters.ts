import { stripControlCharacters } from '@trades/contracts';
import type { FastifyInstance } from 'fastify';

/** Deeper input than this is not ours to walk (the body parsers already bound its size). */
const MAX_DEPTH = 32;

/** Passwords are taken exactly as typed: stripping would change a password someone already has. */
const VERBATIM_FIELD = /password/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const { constructor } = value as { constructor?: unknown };
  return constructor === undefined || constructor === Object;
}

/** The input with control characters removed from every string (uploads and passwords untouched). */
export function withoutControlCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withoutControlCharacters(item, depth + 1));
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!VERBATIM_FIELD.test(key)) value[key] = withoutControlCharacters(item, depth + 1);
    }
  }
  return value;
}

/**
 * Every free-text field of every route, once: control characters (including bidi overrides that
 * make a brand name read backwards) are dropped from the query and the body before validation.
 * NUL is refused before this by the null-character guard.
 */
export function registerControlCharacterFilter(app: FastifyInstance): void {
  // Callback style: every request passes here, and an async hook costs it a promise and a microtask.
  app.addHook('preValidation', (request, _reply, done) => {
    request.query = withoutControlCharacters(request.query);
    request.body = withoutControlCharacters(request.body);
    done();
  });
}
