import { wizardStep2Body, wizardStep4Body, wizardStep5Body, wizardStep6Body, wizardStep7Body } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { bricklayer, carpenter, norway, step2Body, step7Body, sweden } from '../../test/candidate-profile.ts';
import { checkAvailability, checkPersonalData, checkProfessions, checkWorkLocations, checkWorkTerms } from './candidate-profile.rules.ts';
import { testCatalogue } from '../../test/reference.ts';
import { profileReference } from './profile-reference.ts';

const reference = profileReference(testCatalogue());
const TODAY = '2026-03-02';

describe('step 2 rules', () => {
  it('accepts a valid body and normalises phones to national numbers with E.164', () => {
    const { errors, phones } = checkPersonalData(wizardStep2Body.parse(step2Body()), reference, TODAY);
    expect(errors).toEqual({});
    expect(phones).toEqual([{ country: 'PL', number: '512345678', e164: '+48512345678' }]);
  });

  it('bounds the date of birth', () => {
    const check = (dateOfBirth: string) => checkPersonalData(wizardStep2Body.parse(step2Body({ dateOfBirth })), reference, TODAY).errors;
    expect(check('2010-03-02')).toEqual({});
    expect(check('2010-03-03')).toEqual({ dateOfBirth: ['min_age_16'] });
    expect(check('1950-01-01')).toEqual({});
    expect(check('1949-12-31')).toEqual({ dateOfBirth: ['date_of_birth_before_1950'] });
  });
});

describe('step 4 rules', () => {
  const check = (...professions: object[]) => checkProfessions(wizardStep4Body.parse({ candidateProfileProfessions: professions }), reference);

  it('accepts the sample professions', () => {
    expect(check(carpenter(), bricklayer())).toEqual({});
  });

  it('reports each rule on its field', () => {
    expect(check(bricklayer({ professionClass: 2 }))).toEqual({
      'candidateProfileProfessions[0].certificates': ['at_least_one_certificate'],
      'candidateProfileProfessions[0].worksFor': ['expert_work_entry_required'],
    });
    expect(check(carpenter({ certificates: [2], skillsTechnicals: [20] }))).toEqual({
      'candidateProfileProfessions[0].certificates': ['journeyman_diploma_required'],
      'candidateProfileProfessions[0].skillsTechnicals': ['technical_drawing_required'],
    });
    expect(check(bricklayer({ skillsProfessionals: [40], productionMaterials: [16, 17] }))).toEqual({
      'candidateProfileProfessions[0].skillsProfessionals': ['skillsNotRated'],
      'candidateProfileProfessions[0].productionMaterials': ['pmNotRated'],
    });
    expect(check(bricklayer(), bricklayer())).toEqual({ 'candidateProfileProfessions[1].profession': ['profession_duplicated'] });
  });

  it('checks work entries and references', () => {
    const work = { workedFor: 'Bygg AS', country: 'NO', workTime: { year: 0, month: 0 }, haveReferences: true, referenceFirstName: 'Ola' };
    expect(check(bricklayer({ worksFor: [work] }))).toEqual({
      'candidateProfileProfessions[0].worksFor[0].workTime': ['at_least_one_month_is_required'],
      'candidateProfileProfessions[0].worksFor[0].referenceLastName': ['field_required'],
      'candidateProfileProfessions[0].worksFor[0].referenceEmail': ['field_required'],
    });
    const parsed = wizardStep4Body.safeParse({ candidateProfileProfessions: [bricklayer({ worksFor: [{ ...work, workTime: { year: 81, month: 12 } }] })] });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['max_80_years']);
  });
});

describe('step 5 rules', () => {
  const check = (body: object, status = 4) => checkAvailability(wizardStep5Body.parse(body), status, TODAY);
  it('needs a date from today when available', () => {
    expect(check({ isAvailable: true }).errors).toEqual({ availableFrom: ['availability_date_error'] });
    expect(check({ isAvailable: true, availableFrom: '2026-03-01' }).errors).toEqual({ availableFrom: ['availability_date_error'] });
    expect(check({ isAvailable: true, availableFrom: TODAY }).availability).toEqual({ isAvailable: true, availableFrom: TODAY, availableStatus: 2 });
  });
  it('leaves other statuses alone when not available, and turns 2 into 4', () => {
    expect(check({ isAvailable: false }, 2).availability).toEqual({ isAvailable: false, availableFrom: null, availableStatus: 4 });
    expect(check({ isAvailable: false }, 1).availability?.availableStatus).toBe(1);
    expect(check({ availableStatus: 3 }, 2).availability?.availableStatus).toBe(3);
  });
});

describe('step 6 rules', () => {
  const check = (...places: object[]) => checkWorkLocations(wizardStep6Body.parse({ candidateProfileWorkLocations: places }), reference);
  it('accepts the sample places', () => {
    expect(check(norway(), sweden())).toEqual({});
  });
  it('applies the Norway tax-card rule and the salary bounds', () => {
    expect(check(norway({ requiredDocuments: [1], salaryGrossValue: { tbbc_amount: 500, tbbc_currency: 'NOK' } }))).toEqual({
      'candidateProfileWorkLocations[0].requiredDocuments': ['personal_number_required'],
      'candidateProfileWorkLocations[0].salaryGrossValue.tbbc_amount': ['rate_range_too_high'],
    });
    expect(check(sweden({ salaryGrossValue: { tbbc_amount: 169, tbbc_currency: 'SEK' } }))).toEqual({
      'candidateProfileWorkLocations[0].salaryGrossValue.tbbc_amount': ['rate_range_too_low'],
    });
  });
  it('wants a city in every chosen region', () => {
    expect(check(norway({ workLocationRegions: [101, 102], workLocationCities: [10101] }))).toEqual({
      'candidateProfileWorkLocations[0].workLocationRegions[1]': ['city_required'],
    });
  });
});

describe('step 7 rules', () => {
  it('clears work systems without constant work and conditions without flexible work', () => {
    const { terms } = checkWorkTerms(wizardStep7Body.parse(step7Body({ isConstantWork: false, isFlexibleWork: false })), reference);
    expect(terms.workSystems).toEqual([]);
    expect(terms.candidateProfileFlexibleWorks).toEqual([]);
  });
  it('keeps hours in 15-minute steps only', () => {
    const parsed = wizardStep7Body.safeParse(step7Body({ candidateProfileFlexibleWorks: [{ hours: ['23:45', '23:50'] }] }));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['candidateProfileFlexibleWorks.0.hours.1', 'invalid_time']]);
  });
});
