import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, rememberedReturnPath, signInPath, withReturnPath } from './return-path';

describe('return path', () => {
  afterEach(() => window.localStorage.clear());

  it('carries the place sign-in was asked for in the sign-in and sign-up links', () => {
    expect(signInPath('/offer/7-welder')).toBe('/sign-in?redirect=%2Foffer%2F7-welder');
    expect(withReturnPath('/sign-up?tab=1', '/offer/7-welder')).toBe('/sign-up?tab=1&redirect=%2Foffer%2F7-welder');
    expect(withReturnPath('/sign-up', null)).toBe('/sign-up');
  });

  it('remembers only paths of this site for the e-mail confirmation', () => {
    rememberReturnPath('/offer/7-welder');
    expect(rememberedReturnPath()).toBe('/offer/7-welder');
    window.localStorage.setItem('return-path', 'https://evil.example/phish');
    expect(rememberedReturnPath()).toBeNull();
    rememberReturnPath(null);
    expect(rememberedReturnPath()).toBeNull();
  });
});
