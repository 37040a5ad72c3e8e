import { describe, expect, it } from 'vitest';
import { type CatalogueEntry, ReferenceCatalogue, ReferenceCatalogueStore } from './reference.catalogue.ts';

const sex: CatalogueEntry = { kind: 'sexes', id: 1, parentId: null, code: null, position: 0, isActive: true, title: { en: 'Male' }, data: {} };

/** A fake of the database read: hands out the catalogues given, in turn, and counts the reads. */
function fakeRepository(...answers: (ReferenceCatalogue | Error)[]) {
  const repository = {
    reads: 0,
    async load(): Promise<ReferenceCatalogue> {
      const answer = answers[Math.min(repository.reads++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer as ReferenceCatalogue;
    },
  };
  return repository;
}

describe('the reference catalogue store (no database)', () => {
  it('reads the data once and shares it between callers, even concurrent ones', async () => {
    const repository = fakeRepository(new ReferenceCatalogue('v1', [sex]));
    const store = new ReferenceCatalogueStore(repository.load);
    const [first, second] = await Promise.all([store.current(), store.current()]);
    expect(first).toBe(second);
    expect(await store.current()).toBe(first);
    expect(repository.reads).toBe(1);
    expect(first.item('sexes', 1, 'en')).toEqual({ id: 1, title: 'Male' });
  });

  it('does not keep an unseeded (empty) catalogue, so a later seed is picked up', async () => {
    const repository = fakeRepository(new ReferenceCatalogue('unseeded', []), new ReferenceCatalogue('v1', [sex]));
    const store = new ReferenceCatalogueStore(repository.load);
    expect((await store.current()).isEmpty).toBe(true);
    expect((await store.current()).version).toBe('v1');
    expect(repository.reads).toBe(2);
  });

  it('tries again after a failed read', async () => {
    const repository = fakeRepository(new Error('database down'), new ReferenceCatalogue('v1', [sex]));
    const store = new ReferenceCatalogueStore(repository.load);
    await expect(store.current()).rejects.toThrow('database down');
    expect((await store.current()).version).toBe('v1');
  });
});
