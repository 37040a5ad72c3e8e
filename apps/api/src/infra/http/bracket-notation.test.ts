import { describe, expect, it } from 'vitest';
import { BracketNotationError, fromEntries } from './bracket-notation.ts';

describe('bracket notation', () => {
  it('builds nested lists of objects', () => {
    const body = fromEntries(
      new URLSearchParams(
        'consents[0][consent]=3&consents[0][isAcceptance]=1&consents[1][consent]=4&phones[0][phone][country]=NO&phones[0][phone][number]=41234567',
      ),
    );
    expect(body).toEqual({
      consents: [
        { consent: '3', isAcceptance: '1' },
        { consent: '4' },
      ],
      phones: [{ phone: { country: 'NO', number: '41234567' } }],
    });
  });

  it('appends with empty brackets and keeps plain fields', () => {
    const body = fromEntries(new URLSearchParams('workSystems[]=1&workSystems[]=3&name=Acme&hours[0]=08:00'));
    expect(body).toEqual({ workSystems: ['1', '3'], name: 'Acme', hours: ['08:00'] });
  });

  it('turns repeated plain names into a list', () => {
    expect(fromEntries(new URLSearchParams('a=1&a=2'))).toEqual({ a: ['1', '2'] });
  });

  it('removes holes of sparse indexes', () => {
    expect(fromEntries(new URLSearchParams('a[0]=x&a[5]=y'))).toEqual({ a: ['x', 'y'] });
  });

  it('ignores prototype keys', () => {
    const body = fromEntries(new URLSearchParams('__proto__[polluted]=1&a[constructor][x]=1'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(body).toEqual({});
  });

  it('refuses huge indexes', () => {
    expect(() => fromEntries(new URLSearchParams('a[99999999]=1'))).toThrow(BracketNotationError);
  });
});
