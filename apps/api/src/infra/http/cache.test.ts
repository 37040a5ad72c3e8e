import { describe, expect, it } from 'vitest';
import { entityTag, matchesEntityTag } from './cache.ts';

describe('entity tags', () => {
  it('are quoted and depend only on the body', () => {
    const tag = entityTag({ a: 1, title: 'Norge' });
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag({ a: 1, title: 'Norge' })).toBe(tag);
    expect(entityTag({ a: 1, title: 'Norway' })).not.toBe(tag);
  });

  it('match strong, weak, listed and wildcard If-None-Match values', () => {
    const tag = entityTag(['x']);
    expect(matchesEntityTag(tag, tag)).toBe(true);
    expect(matchesEntityTag(`W/${tag}`, tag)).toBe(true);
    expect(matchesEntityTag(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesEntityTag('*', tag)).toBe(true);
    expect(matchesEntityTag('"other"', tag)).toBe(false);
    expect(matchesEntityTag(undefined, tag)).toBe(false);
    expect(matchesEntityTag('', tag)).toBe(false);
  });
});
