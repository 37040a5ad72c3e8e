/**
 * Builds a nested object from form field names in bracket notation, the way the web client and
 * the spec send them: `consents[0][consent]=3`, `phones[0][phone][country]=NO`, `workSystems[]=2`.
 * Numeric segments make arrays; `[]` appends. Names that would touch prototypes are dropped.
 */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
/** Larger indexes would let a tiny body allocate a huge sparse array. */
export const MAX_BRACKET_INDEX = 1000;

type Container = Record<string, unknown> | unknown[];

export class BracketNotationError extends Error {}

export function parseFieldName(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return [name];
  const segments = [match[1] as string];
  const rest = match[2] ?? '';
  for (const part of rest.matchAll(/\[([^[\]]*)\]/g)) segments.push(part[1] ?? '');
  return segments;
}

export function assignField(target: Record<string, unknown>, name: string, value: unknown): void {
  const segments = parseFieldName(name);
  if (segments.some((s) => FORBIDDEN.has(s))) return;
  let node: Container = target;
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const nextSegment = segments[i + 1];
    const makeChild = (): Container => (nextSegment === '' || isIndex(nextSegment) ? [] : {});
    if (Array.isArray(node)) {
      const arr: unknown[] = node;
      if (segment === '') {
        if (last) arr.push(value);
        else {
          const child = makeChild();
          arr.push(child);
          node = child;
        }
        return;
      }
      if (!isIndex(segment)) {
        // A named key under a list: the list becomes an object keyed by position and name.
        throw new BracketNotationError(`field ${name} mixes list and object notation`);
      }
      const index = Number(segment);
      if (last) arr[index] = value;
      else {
        const existing = arr[index];
        const child = isContainer(existing) ? existing : makeChild();
        arr[index] = child;
        node = child;
      }
      return;
    }
    const obj: Record<string, unknown> = node;
    const key = segment === '' ? String(Object.keys(obj).length) : segment;
    if (last) {
      const existing = obj[key];
      // A repeated plain name (a=1&a=2) becomes a list, as browsers send multi-selects.
      if (existing !== undefined && !isContainer(existing)) obj[key] = [existing, value];
      else if (Array.isArray(existing)) existing.push(value);
      else obj[key] = value;
    } else {
      const existing = obj[key];
      const child = isContainer(existing) ? existing : makeChild();
      obj[key] = child;
      node = child;
    }
  });
}

function isIndex(segment: string | undefined): boolean {
  if (segment === undefined || !/^\d+$/.test(segment)) return false;
  if (Number(segment) > MAX_BRACKET_INDEX) throw new BracketNotationError(`index ${segment} is too large`);
  return true;
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !(value instanceof UploadedPart);
}

/** A file part of a multipart body, kept in memory (uploads are small and size-checked). */
export class UploadedPart {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly data: Buffer,
  ) {}
}

/** Array holes left by sparse indexes (a[0], a[2]) are removed so lists stay dense. */
export function compactLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactLists);
  if (isContainer(value)) {
    for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = compactLists(v);
  }
  return value;
}

export function fromEntries(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [name, value] of entries) assignField(target, name, value);
  return compactLists(target) as Record<string, unknown>;
}
