import type { CandidateProfileShow } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { asciiFileName, contactsUnlocked, mayPrintCandidate, packEntryName, packFileName, profileForDocument } from './candidate-documents.rules.ts';

const work = {
  workedFor: 'Fjordbygg AS',
  country: { countryCode: 'NO', country: 'Norway' },
  workTime: { year: 3, month: 6 },
  haveReferences: true,
  referenceNote: 'Site foreman',
  referenceFirstName: 'Ingrid',
  referenceLastName: 'Hansen',
  referenceEmail: 'ingrid@example.com',
  referencePhone: { country: 'NO', country_code: '47', number: '41234567' },
  attachments: [{ name: 'ref.pdf' }],
};
const profile = {
  firstName: 'Zofia',
  lastName: 'Wiśniewska',
  email: 'zofia@example.com',
  dateOfBirth: '1990-05-17',
  phones: [{ phone: { country: 'PL', country_code: '48', number: '512345678' }, isPhoneConfirmed: true }],
  preferredContactTimes: [{ id: 1, title: 'Morning' }],
  candidateProfileProfessions: [
    { profession: { id: 1, title: 'Carpenter' }, certificatesAttachments: [{ name: 'c.pdf' }], worksFor: [work] },
    { profession: { id: 3, title: 'Bricklayer' }, certificatesAttachments: [], worksFor: [] },
  ],
  candidateProfileWorkLocations: [{ requiredDocumentsAttachments: [{ name: 'd.pdf' }] }],
} as unknown as CandidateProfileShow;

describe('who may print and see contacts', () => {
  it('prints a candidate of the pipeline or bought; contacts once applied or bought', () => {
    expect(mayPrintCandidate({ inPipeline: true, applied: false, bought: false })).toBe(true);
    expect(mayPrintCandidate({ inPipeline: false, applied: false, bought: true })).toBe(true);
    expect(mayPrintCandidate({ inPipeline: false, applied: false, bought: false })).toBe(false);
    expect(contactsUnlocked({ inPipeline: true, applied: false, bought: false })).toBe(false);
    expect(contactsUnlocked({ inPipeline: true, applied: true, bought: false })).toBe(true);
    expect(contactsUnlocked({ inPipeline: false, applied: false, bought: true })).toBe(true);
  });
});

describe('profileForDocument', () => {
  it('anonymised: nothing that names or reaches the candidate, even when unlocked', () => {
    const shown = profileForDocument(profile, { anonymised: true, withContacts: true, professionIds: [1] });
    const text = JSON.stringify(shown);
    for (const hidden of ['Zofia', 'Wiśniewska', 'zofia@example.com', '512345678', 'Ingrid', 'Hansen', 'ingrid@example.com', '41234567', 'Site foreman', '.pdf', 'Morning']) expect(text).not.toContain(hidden);
    expect(shown.candidateProfileProfessions.map((p) => p.profession.title)).toEqual(['Carpenter']);
    expect(shown.candidateProfileProfessions[0]?.worksFor[0]).toMatchObject({ workedFor: 'Fjordbygg AS', haveReferences: true });
  });

  it('named without unlocked contacts: the names only', () => {
    const shown = profileForDocument(profile, { anonymised: false, withContacts: false });
    expect(shown).toMatchObject({ firstName: 'Zofia', lastName: 'Wiśniewska', email: '', phones: [] });
    expect(JSON.stringify(shown)).not.toContain('ingrid@example.com');
    expect(shown.candidateProfileProfessions).toHaveLength(2);
  });

  it('named and unlocked: everything', () => {
    expect(profileForDocument(profile, { anonymised: false, withContacts: true })).toEqual(profile);
  });
});

describe('packEntryName', () => {
  it('numbers entries, names them only when not anonymised, keeps letters and drops the rest', () => {
    expect(packEntryName(7, profile, true)).toBe('007-candidate.pdf');
    expect(packEntryName(12, { firstName: 'Zofia', lastName: "Wiś/niew ska'" }, false)).toBe('012-Zofia-Wiś-niew-ska.pdf');
    expect(packEntryName(1, { firstName: '', lastName: '' }, false)).toBe('001-candidate.pdf');
  });

  it('names a pack after its offer, in ASCII a file system and a header keep, never with a slash or a quote', () => {
    expect(packFileName('Carpenter, Bergen', 7, 'en')).toBe('Carpenter, Bergen - documents 7.zip');
    expect(packFileName('Cieśla, Bergen · #125', 8, 'pl')).toBe('Ciesla, Bergen #125 - dokumenty 8.zip');
    expect(packFileName('Tømrer, Ålesund', 9, 'no')).toBe('Tomrer, Alesund - dokumenter 9.zip');
    expect(packFileName('Тесля, Берген', 10, 'ua')).toBe('Teslia, Berhen - dokumenty 10.zip');
    expect(packFileName('Spawacz / "MIG"\\Łódź', 11, 'pl')).toBe('Spawacz -MIG-Lodz - dokumenty 11.zip');
    expect(packFileName('', 12, 'en')).toBe('documents 12.zip');
    expect(asciiFileName('Їжак Щука Юрій')).toBe('Izhak Shchuka Iurii');
    expect(asciiFileName('x'.repeat(300))).toHaveLength(120);
  });
});
