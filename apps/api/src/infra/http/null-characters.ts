import { ErrorKey } from '@trades/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, addFormError, fieldPath } from './errors.ts';

/** Deeper input than this is not ours to walk (the body parsers already bound its size). */
const MAX_DEPTH = 32;

/** Parsed input: plain objects, including the prototype-less ones the path and query parsers make; not uploads. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const { constructor } = value as { constructor?: unknown };
  return constructor === undefined || constructor === Object;
}

/** Field paths of every string holding a NUL character, which PostgreSQL cannot store in text. */
export function nullCharacterPaths(value: unknown, path: (string | number)[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(fieldPath(path));
  } else if (Array.isArray(value)) {
    if (path.length < MAX_DEPTH) value.forEach((item, index) => nullCharacterPaths(item, [...path, index], found));
  } else if (isPlainObject(value)) {
    if (path.length < MAX_DEPTH) for (const [key, item] of Object.entries(value)) nullCharacterPaths(item, [...path, key], found);
  }
  return found;
}

/**
 * Refuses input with a NUL character anywhere in the path, query or body before any route sees it: no field of
 * the product may hold one, and PostgreSQL would otherwise fail the query (a 500 instead of the client's error).
 */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  // Callback style: every request passes here, and an async hook costs it a promise and a microtask.
  app.addHook('preValidation', (request, _reply, done) => {
    const params = nullCharacterPaths(request.params);
    const query = nullCharacterPaths(request.query);
    const body = nullCharacterPaths(request.body);
    if (params.length === 0 && query.length === 0 && body.length === 0) return done();
    const formErrors: Record<string, string[]> = {};
    for (const field of [...params, ...query, ...body]) addFormError(formErrors, field, ErrorKey.InvalidValue);
    done(new AppError(ErrorKey.ValidationError, formErrors, params.length + query.length > 0 ? 400 : 422));
  });
}
