import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { ApiErrorBody } from '@trades/contracts';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Admits, admitsOf } from '../auth/authenticate.ts';

/*
 * The API description (/docs/json) as clients' tools take it (`redocly lint` with its recommended rules, see
 * openapi-lint.api.test.ts): every operation gets an operationId, its security and the error answers it can give,
 * here, from what the route itself says (its guard, body, path and rate limit); what a route declares wins.
 */

const API_ERROR = 'ApiError';
const BEARER = [{ bearer: [] }];

/** The one error answer of the API (error-handler.ts); its required fields are ApiErrorBody's. */
const apiErrorSchema = {
  type: 'object' as const,
  required: ['message', 'code', 'formErrors'] satisfies (keyof ApiErrorBody)[],
  properties: {
    message: { type: 'string' as const, description: 'The error in the X-LOCALE language' },
    code: { type: 'string' as const, description: 'Its message key (the ErrorCode of contracts)' },
    formErrors: {
      type: 'object' as const,
      description: 'Field path (`phones[0].phone.number`; `_` for the request as a whole) to message keys',
      additionalProperties: { type: 'array' as const, items: { type: 'string' as const } },
    },
  },
};

const ERROR_ANSWERS = {
  400: 'A path, query or body that cannot be read (formErrors names the field)',
  401: 'No valid access token: none, expired, or of an ended session',
  403: 'An access token of another account type',
  404: 'Nothing of that id or name for this caller',
  413: 'A body, or a file in it, larger than allowed',
  422: 'A body that breaks a rule (formErrors names each field with its message keys)',
  429: 'Too many of these requests; Retry-After says when to try again',
} as const;
type ErrorStatus = keyof typeof ERROR_ANSWERS;

/** `type: 'null'` is how @fastify/swagger writes an answer without content. */
const FILE_ANSWER = { type: 'null', description: 'The file the summary names' };

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (Array.isArray(hook) ? hook : [hook]));
}

/** Whom the route's guard admits; undefined for a public route. */
function admits(route: RouteOptions): Admits | undefined {
  return hooksOf(route)
    .map(admitsOf)
    .find((found) => found !== undefined);
}

/** The errors a route can answer: 400 on every one (a NUL in any path or query is refused), the rest as it is guarded and read. */
function errorStatuses(route: RouteOptions, guard: Admits | undefined): ErrorStatus[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((method) => WRITES.has(method));
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const statuses: (ErrorStatus | false)[] = [
    400,
    guard !== undefined && 401,
    guard !== undefined && guard !== 'signed-in' && 403,
    /[:*]/.test(route.url) && 404,
    writes && 413,
    writes && 422,
    rateLimited && 429,
  ];
  return statuses.filter((status) => status !== false);
}

/** A route's schema as the document shows it: zod turned into JSON Schema, with its security and error answers. */
const describeRoute: SwaggerTransform = (document) => {
  const { route } = document;
  const { schema, url } = (jsonSchemaTransform as SwaggerTransform)(document);
  if ((schema as { hide?: boolean } | undefined)?.hide) return { schema, url };
  const described: Record<string, unknown> = { ...schema };
  const guard = admits(route);
  described.security ??= guard === undefined ? [] : BEARER;
  // A route without answer schemas sends a file (a PDF, an image, a ZIP, XML): its success stays, without a JSON body.
  const response: Record<string, unknown> = { ...((described.response as Record<string, unknown> | undefined) ?? { 200: FILE_ANSWER }) };
  for (const status of errorStatuses(route, guard)) {
    response[status] ??= { description: ERROR_ANSWERS[status], content: { 'application/json': { schema: { $ref: `#/components/schemas/${API_ERROR}` } } } };
  }
  described.response = response;
  // The router ignores a trailing slash, so `/v1/client-brand/` (the spec's spelling) is also served as documented.
  return { schema: described, url: url.length > 1 ? url.replace(/\/$/, '') : url };
};

/** A stable operationId from the method and the path: GET /v1/public/offer/{id} → getV1PublicOfferById. */
export function operationIdOf(method: string, path: string): string {
  const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      const parts = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalised);
      return parameter ? ['By', ...parts] : parts;
    });
  return method.toLowerCase() + words.join('');
}

/**
 * An anyOf without repeated members. OpenAPI 3.0 has no tuples: a pair of equal types (hours as [from, to]) becomes
 * items anyOf [A, A], which says nothing more than A.
 */
function withoutRepeats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRepeats);
  if (value === null || typeof value !== 'object') return value;
  const schema: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutRepeats(item)]));
  if (!Array.isArray(schema.anyOf)) return schema;
  const members = [...new Map(schema.anyOf.map((member) => [JSON.stringify(member), member])).values()];
  const [only] = members;
  if (members.length === 1 && Object.keys(schema).length === 1) return only;
  return { ...schema, anyOf: members };
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The document: every operation named, anyOf repeats dropped. */
const describeDocument: SwaggerTransformObject = (document) => {
  const openapi = withoutRepeats((document as { openapiObject: object }).openapiObject) as { paths?: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const described = operation as { operationId?: string };
      described.operationId ??= operationIdOf(method, path);
    }
  }
  return openapi;
};

/** The @fastify/swagger settings of the API: its info, its origin, bearer tokens and the error shape. */
export function apiDescription(info: { title: string; version: string; description: string }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info,
      // The document is served by the API itself: its paths are on the same origin.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { [API_ERROR]: apiErrorSchema },
      },
    },
    transform: describeRoute,
    transformObject: describeDocument,
  };
}
