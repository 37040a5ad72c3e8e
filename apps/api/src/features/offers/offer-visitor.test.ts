import { describe, expect, it } from 'vitest';
import { newVisitor, visitorHash, visitorIdFromCookie } from './offer-visitor.ts';

describe('offer visitors', () => {
  const secret = 's'.repeat(40);

  it('reads back a signed visitor cookie among others, and nothing forged', () => {
    const { id, cookie } = newVisitor(secret);
    expect(visitorIdFromCookie(secret, `a=1; trades_visitor=${cookie}; b=2`)).toBe(id);
    expect(visitorIdFromCookie('t'.repeat(40), `trades_visitor=${cookie}`)).toBeUndefined();
    expect(visitorIdFromCookie(secret, `trades_visitor=${id}.forged`)).toBeUndefined();
    expect(visitorIdFromCookie(secret, undefined)).toBeUndefined();
  });

  it('hashes a visitor differently every day and never in the clear', () => {
    const viewer = { ip: '203.0.113.1', userAgent: 'x' };
    expect(visitorHash(secret, '2026-03-01', viewer)).toBe(visitorHash(secret, '2026-03-01', viewer));
    expect(visitorHash(secret, '2026-03-01', viewer)).not.toBe(visitorHash(secret, '2026-03-02', viewer));
    expect(visitorHash(secret, '2026-03-01', viewer)).not.toContain('203.0.113.1');
    expect(visitorHash(secret, '2026-03-01', { userId: 1 })).not.toBe(visitorHash(secret, '2026-03-01', { visitorId: '1' }));
  });
});
