import { describe, expect, it } from 'vitest';
import { withAllState, withCountry, withIndustry, withProfession, withRegion } from './offer-choices.rules';
import { withItemTicked } from './requirements.rules';
import { validValues } from './values.fixtures';

describe('choices that reset other fields', () => {
  it('another industry drops the profession and every requirement list', () => {
    const values = withItemTicked(validValues(), 'certificates', 30, true);
    const next = withIndustry(values, '5');
    expect(next).toMatchObject({ industry: '5', profession: null, certificates: [], skillsTechnicals: [] });
    expect(withIndustry(values, '1')).toBe(values);
  });

  it('another profession resets the requirement lists and keeps the rest', () => {
    const values = withItemTicked(withItemTicked(validValues(), 'productionStages', 2, true), 'skillsProfessionals', 20, true);
    const next = withProfession(values, '2');
    expect(next).toMatchObject({ profession: '2', productionStages: [], skillsProfessionals: [], professionClass: '2', workLocationState: '1' });
  });

  it('another country clears rewards, offers, benefits, documents and the regions with their cities', () => {
    const values = validValues({ rewards: ['1'], weOffers: ['2'], benefits: ['3'], requiredDocuments: [{ id: 3, isRequired: true, rating: null }] });
    const next = withCountry(values, '8');
    expect(next).toMatchObject({ workLocationState: '8', rewards: [], weOffers: [], benefits: [], requiredDocuments: [], workLocationRegions: [{ region: null, cities: [] }] });
    expect(withCountry(withAllState(values, true), '8').workLocationRegions).toEqual([]);
  });

  it('another region in a row clears that row’s cities', () => {
    const values = validValues({ workLocationRegions: [{ region: '102', cities: ['10201'] }, { region: '101', cities: ['10101'] }] });
    expect(withRegion(values, 0, '103').workLocationRegions).toEqual([{ region: '103', cities: [] }, { region: '101', cities: ['10101'] }]);
  });
});
