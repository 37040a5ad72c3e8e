import { describe, expect, it } from 'vitest';
import { wizardStep6Body } from './work-places.ts';

const place = { workLocationState: '1', allState: '1', requiredDocuments: ['1', '2'], salaryGrossValue: { tbbc_amount: '250', tbbc_currency: 'nok' } };

describe('step 6 body', () => {
  it('reads form strings and bare document ids', () => {
    expect(wizardStep6Body.parse({ candidateProfileWorkLocations: [place] }).candidateProfileWorkLocations[0]).toMatchObject({
      workLocationState: 1,
      allState: true,
      requiredDocuments: [{ requiredDocument: 1 }, { requiredDocument: 2 }],
      salaryGrossValue: { tbbc_amount: 250, tbbc_currency: 'NOK' },
    });
  });

  it('takes a place without an expected wage as "not given" (null), never a default amount', () => {
    const { salaryGrossValue: _wage, ...withoutWage } = place;
    for (const salaryGrossValue of [undefined, null, '', { tbbc_amount: '', tbbc_currency: 'NOK' }]) {
      const body = { candidateProfileWorkLocations: [salaryGrossValue === undefined ? withoutWage : { ...withoutWage, salaryGrossValue }] };
      expect(wizardStep6Body.parse(body).candidateProfileWorkLocations[0]?.salaryGrossValue, JSON.stringify(salaryGrossValue)).toBeNull();
    }
    const badCurrency = { ...place, salaryGrossValue: { tbbc_amount: 250, tbbc_currency: 'kroner' } };
    expect(wizardStep6Body.safeParse({ candidateProfileWorkLocations: [badCurrency] }).error?.issues.map((i) => i.message)).toEqual(['invalid_value']);
  });

  it('needs one to three places', () => {
    expect(wizardStep6Body.safeParse({}).error?.issues.map((i) => i.message)).toEqual(['location_required']);
    expect(wizardStep6Body.safeParse({ candidateProfileWorkLocations: Array(4).fill(place) }).error?.issues.map((i) => i.message)).toEqual(['too_many_locations']);
  });
});
