import { describe, expect, it } from 'vitest';
import { htmlLang } from './locale.ts';
import { isWebPagePath, matchesPagePath } from './web-pages.ts';

describe('the web app pages the server knows', () => {
  it('matches fixed segments, one segment per parameter and any rest for a final *', () => {
    expect(matchesPagePath('', '/')).toBe(true);
    expect(matchesPagePath('sign-up', '/sign-up')).toBe(true);
    expect(matchesPagePath('sign-up', '/sign-up/')).toBe(true);
    expect(matchesPagePath('sign-up', '/sign-up/extra')).toBe(false);
    expect(matchesPagePath('documents/:documentKey', '/documents/terms-candidate')).toBe(true);
    expect(matchesPagePath('documents/:documentKey', '/documents')).toBe(false);
    expect(matchesPagePath('lang/:languageId/*', '/lang/uk')).toBe(true);
    expect(matchesPagePath('lang/:languageId/*', '/lang/uk/mail/confirmation/abc')).toBe(true);
    expect(matchesPagePath('lang/:languageId/*', '/lang')).toBe(false);
  });

  it('ignores case and percent-encoding in fixed segments, as the router does', () => {
    expect(matchesPagePath('sign-up', '/Sign-Up')).toBe(true);
    expect(matchesPagePath('sign-up', '/sign%2Dup')).toBe(true);
    expect(matchesPagePath('sign-up', '/sign%E0up')).toBe(false);
  });

  it('knows every page of the app and nothing else', () => {
    for (const path of ['/', '/sign-in', '/contact', '/documents/privacy-candidate', '/offer/12-welder', '/wizard/2-personal-informations', '/user/offers/active/1']) {
      expect(isWebPagePath(path), path).toBe(true);
    }
    for (const path of ['/no/such/page', '/sign-in/x', '/user/nothing', '/offer', '/404']) expect(isWebPagePath(path), path).toBe(false);
  });
});

describe('htmlLang', () => {
  it('writes Ukrainian as uk and Norwegian as nb (BCP 47)', () => {
    expect([htmlLang('pl'), htmlLang('en'), htmlLang('no'), htmlLang('ua')]).toEqual(['pl', 'en', 'nb', 'uk']);
  });
});
