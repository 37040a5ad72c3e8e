import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers become JSON text. `checked` encodes each answer with its zod schema first, so an answer
 * that breaks the contract fails loudly (development and tests). `compiled` writes it with a
 * serializer compiled once from the schema's JSON Schema: keys outside the schema are still left out,
 * but nothing is validated per answer (production; docs/decisions.md).
 */
export type ResponseSerialization = 'checked' | 'compiled';

type Serializer = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/**
 * A serializer compiled from the schema's output JSON Schema, or undefined when the schema has
 * something JSON Schema cannot say (a transform, a date) and zod must write the answer itself.
 */
export function compiledSerializerOf(schema: unknown): Serializer | undefined {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return undefined;
  try {
    // OpenAPI 3.0 says "nullable" where others say anyOf [T, null]: fast-json-stringify writes it without trying each branch.
    const jsonSchema = z.toJSONSchema(zodSchema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return undefined;
  }
}

/** The route's serializer: compiled where the schema allows it, zod's own otherwise. */
export function responseSerializerCompiler(mode: ResponseSerialization): FastifySerializerCompiler<unknown> {
  const checked = checkedSerializerCompiler as unknown as FastifySerializerCompiler<unknown>;
  if (mode === 'checked') return checked;
  return (route: RouteSchema) => compiledSerializerOf(route.schema) ?? checked(route);
}
