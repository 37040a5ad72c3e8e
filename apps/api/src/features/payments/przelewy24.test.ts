import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationSign, registerSign, sameSign, verifySign } from './przelewy24.ts';

/* Przelewy24's signs: SHA-384 of the named fields as JSON, in order, crc last (written out by hand here). */

const sha384 = (text: string) => createHash('sha384').update(text, 'utf8').digest('hex');

describe('Przelewy24 signs', () => {
  it('signs a registration', () => {
    expect(registerSign({ sessionId: 'a1/b2', merchantId: 11111, amount: 1230, currency: 'PLN', crc: 'abcdef' })).toBe(
      sha384('{"sessionId":"a1/b2","merchantId":11111,"amount":1230,"currency":"PLN","crc":"abcdef"}'),
    );
  });

  it('signs a verification with a 64-bit order id, digit for digit', () => {
    expect(verifySign({ sessionId: 's-1', orderId: '9007199254740993', amount: 100, currency: 'PLN', crc: 'c' })).toBe(
      sha384('{"sessionId":"s-1","orderId":9007199254740993,"amount":100,"currency":"PLN","crc":"c"}'),
    );
  });

  it('checks a notification’s sign, non-ASCII left as it is', () => {
    const fields = { merchantId: 1, posId: 2, sessionId: 'sess', amount: 123, originAmount: 123, currency: 'PLN', orderId: 3_000_000_001, methodId: 154, statement: 'p24-Zamówienie' };
    const expected = sha384('{"merchantId":1,"posId":2,"sessionId":"sess","amount":123,"originAmount":123,"currency":"PLN","orderId":3000000001,"methodId":154,"statement":"p24-Zamówienie","crc":"k"}');
    expect(notificationSign(fields, 'k')).toBe(expected);
    expect(sameSign(expected.toUpperCase(), expected)).toBe(true);
    expect(sameSign(expected, notificationSign({ ...fields, amount: 124 }, 'k'))).toBe(false);
    expect(sameSign('short', expected)).toBe(false);
  });
});
