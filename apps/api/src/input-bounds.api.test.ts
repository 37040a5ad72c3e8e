import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_ITEMS } from '@trades/contracts';
import { newClient } from './test/accounts.ts';
import { type TestApp, createTestApp } from './test/test-app.ts';

/*
 * One rule for input bounds (issue 23), checked on the served OpenAPI document: every integer id a client sends (in a
 * path, a query or a body) has the int4 maximum, and every array a client sends has a maxItems.
 */

type Schema = { type?: string | string[]; maximum?: number; maxItems?: number; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
type Operation = { parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const isIdName = (name: string) => name === 'id' || name === 'ids' || /[a-z]Ids?$/.test(name);
const hasType = (schema: Schema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** Each place in a schema that breaks the rule, named by its path. */
function violations(schema: Schema | undefined, at: string, name: string, found: string[]): void {
  if (!schema) return;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) violations(part, at, name, found);
  if (hasType(schema, 'integer') && isIdName(name) && (schema.maximum === undefined || schema.maximum > 2_147_483_647)) found.push(`${at}: an id without the int4 maximum`);
  if (hasType(schema, 'array')) {
    if (schema.maxItems === undefined) found.push(`${at}: an array without maxItems`);
    violations(schema.items, `${at}[]`, name, found);
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) violations(property, `${at}.${key}`, key, found);
}

describe('input bounds in the API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('bounds every integer id and every array a client sends', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const found: string[] = [];
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${route}`;
        for (const parameter of operation.parameters ?? []) violations(parameter.schema, `${where} ${parameter.in}:${parameter.name}`, parameter.name, found);
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) violations(content.schema, `${where} body(${type})`, '', found);
      }
    }
    expect(found).toEqual([]);
  });

  it('refuses a list longer than its bound with 422 under the field', async () => {
    const boss = await newClient(t.app, t.database.db);
    const collection = (industries: number[]) => t.app.inject({ method: 'POST', url: '/v1/client-candidate/list', headers: boss.auth, payload: { industries } });
    expect((await collection(Array.from({ length: MAX_LIST_ITEMS }, (_, i) => i + 1))).statusCode).toBe(200);
    const tooMany = await collection(Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => i + 1));
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().formErrors)).toEqual(['industries']);
  });
});
