import { describe, expect, it } from 'vitest';
import { lockedItems, withItemRating, withItemRequired, withItemTicked } from './requirements.rules';
import { check, validValues } from './values.fixtures';

describe('diploma rules', () => {
  it('the master diploma ticks and locks the journeyman diploma and technical drawing, with its own required flag', () => {
    let values = withItemTicked(validValues(), 'certificates', 2, true);
    // Picked as nice to have: what it brings along is nice to have too, not Required.
    expect(values.certificates).toEqual([
      { id: 2, isRequired: false, rating: null },
      { id: 1, isRequired: false, rating: null },
    ]);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: false, rating: null }]);
    expect(lockedItems(values)).toEqual({ certificates: [1], skillsTechnicals: [1] });
    expect(check(values)).toEqual({});
    // Locked items can be neither unticked nor changed on their own.
    expect(withItemTicked(values, 'certificates', 1, false)).toBe(values);
    expect(withItemRequired(values, 'skillsTechnicals', 1, true)).toBe(values);
    // Making the master diploma required makes them required; back to nice to have, them too.
    values = withItemRequired(values, 'certificates', 2, true);
    expect(values.certificates).toEqual([
      { id: 2, isRequired: true, rating: null },
      { id: 1, isRequired: true, rating: null },
    ]);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: true, rating: null }]);
    values = withItemRequired(values, 'certificates', 2, false);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: false, rating: null }]);
  });

  it('the journeyman diploma alone locks technical drawing, which may keep its level', () => {
    let values = withItemTicked(validValues(), 'skillsTechnicals', 1, true);
    values = withItemRating(values, 'skillsTechnicals', 1, 3.5);
    values = withItemTicked(values, 'certificates', 1, true);
    values = withItemRequired(values, 'certificates', 1, true);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: true, rating: 3.5 }]);
    expect(lockedItems(values)).toEqual({ skillsTechnicals: [1] });
  });

  it('unticking frees the lock, and unticking an item clears its required mark', () => {
    let values = withItemTicked(validValues(), 'certificates', 2, true);
    values = withItemTicked(values, 'certificates', 2, false);
    expect(lockedItems(values)).toEqual({ skillsTechnicals: [1] });
    values = withItemTicked(values, 'certificates', 1, false);
    expect(lockedItems(values)).toEqual({});
    values = withItemRequired(values, 'skillsTechnicals', 1, false);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: false, rating: null }]);
    values = withItemTicked(values, 'skillsTechnicals', 1, false);
    values = withItemTicked(values, 'skillsTechnicals', 1, true);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: false, rating: null }]);
  });

  it('a cleared or zero rating asks for no level', () => {
    const values = withItemRating(withItemTicked(validValues(), 'productionMaterials', 9, true), 'productionMaterials', 9, 0);
    expect(values.productionMaterials).toEqual([{ id: 9, isRequired: false, rating: null }]);
  });
});

describe('the Norway rule', () => {
  it('in Norway the tax card ticks and locks the personal number, required when the tax card is', () => {
    let values = withItemTicked(validValues(), 'requiredDocuments', 1, true);
    expect(values.requiredDocuments).toEqual([
      { id: 1, isRequired: false, rating: null },
      { id: 2, isRequired: false, rating: null },
    ]);
    values = withItemRequired(values, 'requiredDocuments', 1, true);
    expect(values.requiredDocuments).toEqual([
      { id: 1, isRequired: true, rating: null },
      { id: 2, isRequired: true, rating: null },
    ]);
    expect(lockedItems(values)).toEqual({ requiredDocuments: [2] });
    expect(check(values)).toEqual({});
  });

  it('elsewhere the same document ids imply nothing', () => {
    const values = withItemTicked(validValues({ workLocationState: '8', workLocationRegions: [{ region: '801', cities: ['80101'] }] }), 'requiredDocuments', 1, true);
    expect(values.requiredDocuments).toEqual([{ id: 1, isRequired: false, rating: null }]);
    expect(lockedItems(values)).toEqual({});
  });
});
