import { wizardStep6Body } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { entryErrorsOf } from '@/lib/forms';
import {
  canShowAddPlace,
  changeCountry,
  countryOf,
  emptyPlace,
  lockedDocuments,
  placeErrors,
  placePayload,
  editorPath,
  placeValues,
  regionsTakenByOtherRows,
  setRegion,
  step6Body,
  toggleDocument,
  usedCountries,
  type PlaceValues,
} from './work-places.rules';
import { STEP6_PRIMARY, rogalandShown, swedenShown } from '@/testing/wizard-step-6';

const norway = countryOf(STEP6_PRIMARY, '1');
const place = (overrides: Partial<PlaceValues> = {}): PlaceValues => ({ ...changeCountry(emptyPlace(), '1'), ...overrides });

describe('Norway documents rule (4.4)', () => {
  it('ticking the tax card adds and locks the personal number; unticking the tax card removes it', () => {
    const ticked = toggleDocument([], 1, true, norway);
    expect(ticked).toEqual([1, 2]);
    expect(lockedDocuments(ticked, norway)).toEqual(new Set([2]));
    expect(toggleDocument(ticked, 2, false, norway)).toEqual([1, 2]);
    expect(toggleDocument(ticked, 1, false, norway)).toEqual([]);
  });

  it('other documents tick on their own; the personal number alone can be unticked', () => {
    expect(toggleDocument([], 3, true, norway)).toEqual([3]);
    expect(toggleDocument([2], 2, false, norway)).toEqual([]);
    expect(toggleDocument([1, 2, 3], 1, false, norway)).toEqual([3]);
  });

  it('a tax card without the personal number is personal_number_required', () => {
    expect(placeErrors(place({ requiredDocuments: [1] }), STEP6_PRIMARY).requiredDocuments).toBe('personal_number_required');
  });
});

describe('place checks (5)', () => {
  it('needs a country; a country cannot be used twice', () => {
    expect(placeErrors(emptyPlace(), STEP6_PRIMARY)).toEqual({ workLocationState: 'field_required' });
    expect(placeErrors(place(), STEP6_PRIMARY, new Set(['1'])).workLocationState).toBe('location_country_duplicated');
    expect(placeErrors(place(), STEP6_PRIMARY)).toEqual({});
  });

  it('chosen regions: at least one, each with a city', () => {
    expect(placeErrors(place({ allState: false }), STEP6_PRIMARY)).toEqual({ regions: 'location_required' });
    const rows = place({ allState: false, regions: [{ region: '102', cities: [10201] }, { region: '101', cities: [] }, { region: '', cities: [] }] });
    expect(placeErrors(rows, STEP6_PRIMARY)).toEqual({ 'regions.1.cities': 'city_required', 'regions.2.region': 'field_required' });
  });

  it('the salary stays within the country bounds', () => {
    expect(placeErrors(place({ salary: 100 }), STEP6_PRIMARY).salary).toBe('rate_range_too_low');
    expect(placeErrors(place({ salary: 401 }), STEP6_PRIMARY).salary).toBe('rate_range_too_high');
  });

  it('a wage never chosen is no error and is left out of the body: not given, never the minimum (issue 24)', () => {
    expect(placeErrors(place({ salary: null }), STEP6_PRIMARY).salary).toBeUndefined();
    expect(placePayload(place({ salary: null }), STEP6_PRIMARY)).not.toHaveProperty('salaryGrossValue');
    expect(placePayload(place({ salary: 260 }), STEP6_PRIMARY).salaryGrossValue).toEqual({ tbbc_amount: 260, tbbc_currency: 'NOK' });
  });

  it('document files need a title', () => {
    const file = { filename: 'a.png', title: '', is_temporary: true, originalName: 'a.png', url: null, thumbnailUrl: null };
    expect(placeErrors(place({ requiredDocumentsAttachments: [file] }), STEP6_PRIMARY)['requiredDocumentsAttachments.0.title']).toBe('field_required');
  });
});

describe('editing a place', () => {
  it('a new country starts the place over, its wage not given', () => {
    const swedish = changeCountry(place({ allState: false, regions: [{ region: '102', cities: [10201] }], requiredDocuments: [1, 2], salary: 300 }), '2');
    expect(swedish).toMatchObject({ workLocationState: '2', allState: true, regions: [], requiredDocuments: [], salary: null });
  });

  it('countries of the other places are used; regions of other rows are taken', () => {
    const places = [place(), changeCountry(emptyPlace(), '2'), emptyPlace()];
    expect(usedCountries(places, 0)).toEqual(new Set(['2']));
    expect(usedCountries(places, 2)).toEqual(new Set(['1', '2']));
    const rows = place({ allState: false, regions: [{ region: '102', cities: [] }, { region: '', cities: [] }] });
    expect(regionsTakenByOtherRows(rows, 1)).toEqual(new Set(['102']));
    expect(setRegion({ ...rows, regions: [{ region: '102', cities: [10201] }] }, 0, '101').regions).toEqual([{ region: '101', cities: [] }]);
  });

  it('the add button shows below three places', () => {
    expect(canShowAddPlace(2)).toBe(true);
    expect(canShowAddPlace(3)).toBe(false);
  });
});

describe('profile and save body', () => {
  it('reads a saved place and writes the API body with the currency of the maximum', () => {
    const values = placeValues(rogalandShown());
    expect(values.regions).toEqual([{ region: '102', cities: [10201, 10202] }]);
    expect(placePayload(values, STEP6_PRIMARY)).toEqual({
      workLocationState: 1,
      allState: false,
      workLocationRegions: [102],
      workLocationCities: [10201, 10202],
      requiredDocuments: [{ requiredDocument: 1 }, { requiredDocument: 2 }],
      requiredDocumentsAttachments: [],
      rating: 4.5,
      salaryGrossValue: { tbbc_amount: 260, tbbc_currency: 'NOK' },
    });
  });

  it('the whole country sends no regions; no rating sends none', () => {
    const values = { ...placeValues(swedenShown()), regions: [{ region: '201', cities: [20101] }] };
    expect(placePayload(values, STEP6_PRIMARY)).toMatchObject({ allState: true, workLocationRegions: [], workLocationCities: [] });
    expect(placePayload(values, STEP6_PRIMARY)).not.toHaveProperty('rating');
  });

  it('the save body passes the API schema of step 6', () => {
    const parsed = wizardStep6Body.safeParse(step6Body([placeValues(rogalandShown()), placeValues(swedenShown())], STEP6_PRIMARY));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.candidateProfileWorkLocations[1]).toMatchObject({ allState: true, salaryGrossValue: { tbbc_amount: 200, tbbc_currency: 'SEK' } });
  });

  it('maps server errors onto the place and its editor fields', () => {
    const places = [placeValues(swedenShown()), place({ allState: false, regions: [{ region: '101', cities: [10101] }, { region: '102', cities: [] }] })];
    const { list, byEntry } = entryErrorsOf(
      {
        candidateProfileWorkLocations: ['too_many_locations'],
        'candidateProfileWorkLocations[1].workLocationRegions[1]': ['city_required'],
        'candidateProfileWorkLocations[1].salaryGrossValue.tbbc_amount': ['rate_range_too_low'],
      },
      'candidateProfileWorkLocations',
      (path, index) => editorPath(path, places[index]),
    );
    expect(list).toEqual(['too_many_locations']);
    expect(byEntry.get(1)).toEqual({ 'regions.1.cities': 'city_required', salary: 'rate_range_too_low' });
  });
});
