import { describe, expect, it } from 'vitest';
import { descriptionContacts, descriptionPlainText, findContactDetails, hasContactDetails, moderationReasonBody, textPreview } from './moderation.ts';

describe('findContactDetails', () => {
  it('finds e-mail addresses, also spelt out', () => {
    expect(findContactDetails('Pisz na jan.kowalski@budpol.pl lub biuro (at) budpol (dot) pl.').emails).toEqual(['jan.kowalski@budpol.pl', 'biuro (at) budpol (dot) pl']);
  });

  it('finds web addresses and bare domains, not the domain of an e-mail', () => {
    const found = findContactDetails('See https://budpol.pl/praca, www.example.com and fjordbygg.no/jobs. Mail: hr@nordic.no');
    expect(found.urls).toEqual(['https://budpol.pl/praca', 'www.example.com', 'fjordbygg.no/jobs']);
    expect(found.emails).toEqual(['hr@nordic.no']);
  });

  it('finds Polish, Norwegian and international phone numbers', () => {
    const found = findContactDetails('Dzwoń 601 234 567 albo +48 22 123-45-67.\nRing 912 34 567, +47 22334455 or 0047 (22) 33 44 55');
    expect(found.phones).toEqual(['601 234 567', '+48 22 123-45-67', '912 34 567', '+47 22334455', '0047 (22) 33 44 55']);
  });

  it('does not take dates, hours, amounts or ranges of amounts for phone numbers', () => {
    const found = findContactDetails('Start 2026-03-01 or 01.03.2026, 07.00-15.00, pay 30 000 - 40 000 NOK, 250 NOK/h, 12 months, 160 hours');
    expect(found).toEqual({ emails: [], phones: [], urls: [] });
    expect(hasContactDetails(found)).toBe(false);
  });

  it('reads the description as text and its link targets', () => {
    const html = '<p>Spawacz TIG</p><ul><li>Umowa o pracę</li></ul><p><a href="mailto:praca@budpol.pl">napisz</a> <a href="tel:+48601234567">zadzwoń</a></p>';
    expect(descriptionPlainText(html)).toBe('Spawacz TIG\nUmowa o pracę\nnapisz zadzwoń');
    expect(descriptionContacts(html)).toEqual({ emails: ['praca@budpol.pl'], phones: ['+48601234567'], urls: [] });
    expect(hasContactDetails(descriptionContacts(html))).toBe(true);
  });
});

describe('textPreview', () => {
  it('cuts long texts with an ellipsis, counting code points', () => {
    expect(textPreview('abc', 3)).toBe('abc');
    expect(textPreview('ab cd', 3)).toBe('ab…');
    expect(textPreview('😀😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('moderationReasonBody', () => {
  const issues = (reason: unknown) => {
    const parsed = moderationReasonBody.safeParse({ reason });
    return parsed.success ? parsed.data.reason : parsed.error.issues.map((issue) => issue.message);
  };
  it('trims and takes 3 to 1000 characters', () => {
    expect(issues('  Kontakt w opisie  ')).toBe('Kontakt w opisie');
    expect(issues('   ')).toEqual(['field_required']);
    expect(issues(undefined)).toEqual(['field_required']);
    expect(issues(' ab ')).toEqual(['moderation_reason_too_short']);
    expect(issues('x'.repeat(1001))).toEqual(['too_long']);
    expect(issues('x'.repeat(1000))).toHaveLength(1000);
  });
});
