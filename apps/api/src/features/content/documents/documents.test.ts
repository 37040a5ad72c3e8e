import { describe, it, expect } from 'vitest';
import {
  isStaticDocumentKey,
  staticDocumentKeys,
  staticDocumentLocales,
  staticDocuments,
} from './index.ts';

const expectedKeys = ['terms-candidate', 'privacy-candidate', 'terms-client', 'privacy-client', 'cookies'];
const allowedTags = new Set(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'a']);

describe('static documents', () => {
  it('exposes exactly the expected document keys', () => {
    expect([...staticDocumentKeys].sort()).toEqual([...expectedKeys].sort());
    expect(isStaticDocumentKey('cookies')).toBe(true);
    expect(isStaticDocumentKey('toString')).toBe(false);
  });

  for (const key of staticDocumentKeys) {
    describe(key, () => {
      for (const locale of staticDocumentLocales) {
        describe(locale, () => {
          const doc = staticDocuments[key][locale];

          it('has a title and substantial html', () => {
            expect(doc.title.trim().length).toBeGreaterThan(0);
            expect(doc.html.length).toBeGreaterThanOrEqual(2000);
            expect(doc.html).toContain('<h2>');
          });

          it('contains no scripts, inline styles or filler text', () => {
            expect(doc.html.toLowerCase()).not.toContain('<script');
            expect(doc.html.toLowerCase()).not.toContain('lorem');
            expect(doc.html).not.toMatch(/\sstyle\s*=/i);
            expect(doc.html).not.toMatch(/\son[a-z]+\s*=/i);
            expect(doc.html).not.toMatch(/TODO|TBD|\[[A-Z ]+\]/);
          });

          it('uses only the allowed tags', () => {
            const tags = [...doc.html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
            for (const tag of tags) expect(allowedTags.has(tag), `unexpected <${tag}>`).toBe(true);
          });

          it('has balanced tags', () => {
            for (const tag of allowedTags) {
              const opened = doc.html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
              const closed = doc.html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
              expect(closed, `<${tag}> open/close mismatch`).toBe(opened);
            }
          });

          it('states the effective date and company', () => {
            expect(doc.html).toContain('2026');
            expect(doc.html).toContain('Trades Marketplace sp. z o.o.');
            expect(doc.html).toContain('contact@trades-marketplace.example');
          });

          it('is written in the right language', () => {
            if (locale === 'ua') expect(doc.html).toMatch(/[\u0400-\u04FF]/);
            if (locale === 'ua') expect(doc.title).toMatch(/[\u0400-\u04FF]/);
            if (locale === 'pl') expect(doc.html).toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/);
            if (locale === 'no') expect(doc.html).toMatch(/[æøåÆØÅ]/);
          });
        });
      }
    });
  }
});
