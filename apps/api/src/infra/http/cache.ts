import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyOn } from './vary.ts';

/** Public reference data changes only with a deploy; an hour keeps it fresh enough. */
export const PUBLIC_MAX_AGE_SECONDS = 3600;

export function entityTag(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds the tag (weak or strong comparison, as RFC 9110 asks for GET) or `*`. */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || strip(candidate) === strip(tag));
}

/**
 * Sends a public, cacheable answer that depends on the request's language: Cache-Control,
 * Vary: X-LOCALE and an ETag of the body; a matching If-None-Match gets an empty 304.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const tag = entityTag(body);
  varyOn(reply, 'X-LOCALE').header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`).header('etag', tag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEntityTag(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, tag)) {
    return reply.code(304).send();
  }
  return body;
}
