import { MINIMUM_WAGE_LEVELS } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { contractTypes, countriesOfWork, industries, minimumWages, professions, readinessByCountry, requiredDocuments, requiredDocumentsByCountry } from './index.ts';

/* Integrity of Norway's rules in the reference data: minimum wages and readiness for the destination. */

describe('minimum wages', () => {
  it("have unique ids, known countries, professions and levels, the country's currency and whole minor units", () => {
    expect(new Set(minimumWages.map((wage) => wage.id)).size).toBe(minimumWages.length);
    for (const wage of minimumWages) {
      const country = countriesOfWork.find((c) => c.id === wage.countryId);
      expect(country?.currency, `wage ${wage.id}`).toBe(wage.currency);
      expect(MINIMUM_WAGE_LEVELS).toContain(wage.level);
      expect(Number.isInteger(wage.hourlyAmount) && wage.hourlyAmount > 0).toBe(true);
      for (const id of wage.professionIds) expect(professions.some((p) => p.id === id), `profession ${id}`).toBe(true);
      expect(wage.validTo === null || wage.validTo >= wage.validFrom).toBe(true);
    }
  });

  it("hold Norway's rates from 15 June 2025 as the guide gives them (NOK per hour)", () => {
    const rate = (trade: string, level: string) => minimumWages.find((w) => w.trade === trade && w.level === level && w.validFrom === '2025-06-15')?.hourlyAmount;
    expect([rate('construction', 'skilled'), rate('construction', 'unskilled'), rate('construction', 'unskilled_experienced')]).toEqual([26432, 23961, 24900]);
    expect([rate('electrical', 'skilled'), rate('electrical', 'unskilled')]).toEqual([27045, 24177]);
    expect([rate('shipbuilding', 'skilled'), rate('shipbuilding', 'special_worker'), rate('shipbuilding', 'unskilled')]).toEqual([21679, 20714, 19761]);
    expect(rate('cleaning', 'any')).toBe(23654);
  });

  it('cover each profession with at most one tariff per country', () => {
    const seen = new Map<string, string>();
    for (const wage of minimumWages) {
      for (const id of wage.professionIds) {
        const key = `${wage.countryId}:${id}`;
        expect(seen.get(key) ?? wage.trade, key).toBe(wage.trade);
        seen.set(key, wage.trade);
      }
    }
  });
});

describe('readiness for the destination', () => {
  it("names documents the country offers, known conditions, and a how-to in four languages", () => {
    for (const [countryId, requirements] of Object.entries(readinessByCountry)) {
      for (const requirement of requirements) {
        expect(requiredDocumentsByCountry[Number(countryId)], `document ${requirement.documentId}`).toContain(requirement.documentId);
        expect(requiredDocuments.some((d) => d.id === requirement.documentId)).toBe(true);
        for (const id of requirement.appliesTo?.industries ?? []) expect(industries.some((i) => i.id === id)).toBe(true);
        for (const id of requirement.appliesTo?.professions ?? []) expect(professions.some((p) => p.id === id)).toBe(true);
        for (const id of requirement.appliesTo?.contractTypes ?? []) expect(contractTypes.some((c) => c.id === id)).toBe(true);
        for (const text of Object.values(requirement.howTo)) expect(text.length).toBeGreaterThan(20);
      }
    }
  });

  it('lists Norway: D number, tax card, HMS card, A1 and DSB approval', () => {
    expect(readinessByCountry[1]?.map((r) => requiredDocuments.find((d) => d.id === r.documentId)?.code)).toEqual([
      'no-d-number',
      'no-tax-card',
      'no-hms-card',
      'a1-certificate',
      'no-dsb-approval',
    ]);
  });
});
