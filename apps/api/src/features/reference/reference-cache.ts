import { createHash } from 'node:crypto';
import type { Locale } from '@trades/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/http/errors.ts';
import { PUBLIC_MAX_AGE_SECONDS, matchesEntityTag } from '../../infra/http/cache.ts';
import type { ReferenceCatalogue, ReferenceCatalogueStore } from './reference.catalogue.ts';
import { varyOn } from '../../infra/http/vary.ts';

/** A dictionary answer changes only with the data version, so its tag is a hash of version, language and path. */
export function dictionaryEntityTag(version: string, locale: Locale, key: string): string {
  return `"${createHash('sha256').update(`${version}|${locale}|${key}`).digest('base64url').slice(0, 27)}"`;
}

/**
 * Answers a dictionary call from the catalogue: built once per language and key, sent with
 * Cache-Control, Vary: X-LOCALE and the ETag; a matching If-None-Match gets an empty 304 and a
 * null answer (unknown id) a 404.
 */
export async function answerDictionary<T>(
  catalogues: ReferenceCatalogueStore,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (catalogue: ReferenceCatalogue, locale: Locale) => T | null,
): Promise<T | FastifyReply> {
  const catalogue = await catalogues.current();
  const locale = request.locale;
  const body = catalogue.memoize(`${locale}|${key}`, () => build(catalogue, locale));
  if (body === null) throw AppError.notFound();
  const tag = catalogue.memoize(`etag|${locale}|${key}`, () => dictionaryEntityTag(catalogue.version, locale, key));
  varyOn(reply, 'X-LOCALE').header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`).header('etag', tag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEntityTag(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, tag)) return reply.code(304).send();
  return body;
}
