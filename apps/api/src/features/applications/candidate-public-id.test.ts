import { describe, expect, it } from 'vitest';
import { candidateIdFromPublicId, candidatePublicId } from './candidate-public-id.ts';

describe('candidate public id', () => {
  it('is a stable uuid-shaped id that reads back to the user id', () => {
    const id = candidatePublicId('secret', 42);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(candidatePublicId('secret', 42)).toBe(id);
    expect(candidatePublicId('secret', 43)).not.toBe(id);
    expect(candidateIdFromPublicId('secret', id)).toBe(42);
  });

  it('reads nothing from another server’s or a made-up id', () => {
    expect(candidateIdFromPublicId('other', candidatePublicId('secret', 42))).toBeNull();
    expect(candidateIdFromPublicId('secret', '00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(candidateIdFromPublicId('secret', 'not-a-uuid')).toBeNull();
  });
});
