import { describe, expect, it } from 'vitest';
import { foldWord, searchWords, stemWord, titleStems, wordNames } from './search-words.ts';

describe('foldWord', () => {
  it('folds Latin letters as unaccent does, and keeps Cyrillic but ё', () => {
    expect(foldWord('Żółw')).toBe('zolw');
    expect(foldWord('Łódź')).toBe('lodz');
    expect(foldWord('Ørsta')).toBe('orsta');
    expect(foldWord('Ærø')).toBe('aero');
    expect(foldWord('Straße')).toBe('strasse');
    expect(foldWord('Зварник')).toBe('зварник');
    expect(foldWord('Київ')).toBe('київ');
    expect(foldWord('Йорданія')).toBe('йорданія');
    expect(foldWord('ёлка')).toBe('елка');
  });
});

describe('stemWord', () => {
  it('cuts one inflection ending, leaving at least four letters', () => {
    expect(stemWord('spawacza')).toBe('spawacz');
    expect(stemWord('spawaczem')).toBe('spawacz');
    expect(stemWord('spawacz')).toBe('spawacz');
    expect(stemWord('elektrykow')).toBe('elektryk');
    expect(stemWord('sveisere')).toBe('sveis');
    expect(stemWord('welders')).toBe('welder');
    expect(stemWord('зварника')).toBe('зварник');
    expect(stemWord('зварником')).toBe('зварник');
    expect(stemWord('oslo')).toBe('oslo');
    expect(stemWord('cnc')).toBe('cnc');
  });
});

describe('searchWords', () => {
  it('drops short and generic words and repeats, and keeps at most six', () => {
    expect(searchWords('Praca w Norwegii: spawacz, SPAWACZA!').map((w) => w.stem)).toEqual(['norwegi', 'spawacz']);
    expect(searchWords('a b c d e f g h i j')).toEqual([]);
    expect(searchWords('one two three four five six seven eight')).toHaveLength(6);
    expect(searchWords("'); drop table offers; --").map((w) => w.stem)).toEqual(['drop', 'tabl', 'offer']);
  });
});

describe('wordNames', () => {
  const [welder] = searchWords('weld');
  const [plural] = searchWords('welders');
  it('matches a title word by prefix either way, not by a tiny title word', () => {
    expect(titleStems('Welder MIG/MAG')).toEqual(['weld', 'mig', 'mag']);
    expect(welder && wordNames(welder, 'weld')).toBe(true);
    expect(plural && wordNames(plural, 'weld')).toBe(true);
    expect(welder && wordNames(welder, 'mig')).toBe(false);
  });
});
