import type { FormIssue } from '../form-issue.ts';
import { ProfileErrorKey } from './constants.ts';

/*
 * Wizard step 6, the rules of one preferred work place: the whole country, or at least one region,
 * each with at least one city; a document brings the documents it requires (Norway: the tax card
 * needs the personal number); the hourly rate lies within the country's bounds.
 */

/** The documents a document of the country requires, by the reference data. */
export type DocumentRequires = (id: number) => readonly number[];

/** What the rules need of the chosen country. */
export interface WorkPlaceCountry {
  documentRequires: DocumentRequires;
  salaryMin: { amount: number };
  salaryMax: { amount: number };
}

/** Documents another ticked document requires: they must be ticked too. */
export function lockedDocuments(ticked: readonly number[], documentRequires: DocumentRequires): Set<number> {
  const locked = new Set<number>();
  for (const id of ticked) for (const required of documentRequires(id)) locked.add(required);
  return locked;
}

/** rate_range_too_low or rate_range_too_high for an hourly rate out of the country's bounds, or null. */
export function salaryIssueKey(amount: number, country: Pick<WorkPlaceCountry, 'salaryMin' | 'salaryMax'>): string | null {
  if (amount < country.salaryMin.amount) return ProfileErrorKey.RateTooLow;
  if (amount > country.salaryMax.amount) return ProfileErrorKey.RateTooHigh;
  return null;
}

/** What the rules read of a place: the chosen regions in order, each with its chosen cities. */
export interface WorkPlaceRuleValues {
  allState: boolean;
  regions: readonly { cities: readonly number[] }[];
  requiredDocuments: readonly number[];
  /** Hourly gross; null when not given. */
  salaryAmount: number | null;
}

/**
 * Issues of one place, on the paths of the save body: `workLocationRegions` (none chosen),
 * `workLocationRegions[j]` (a region without a city), `requiredDocuments`, `salaryGrossValue.tbbc_amount`.
 */
export function workPlaceIssues(values: WorkPlaceRuleValues, country: WorkPlaceCountry): FormIssue[] {
  const issues: FormIssue[] = [];
  if (!values.allState) {
    if (values.regions.length === 0) issues.push({ path: ['workLocationRegions'], key: ProfileErrorKey.LocationRequired });
    values.regions.forEach((region, j) => {
      if (region.cities.length === 0) issues.push({ path: ['workLocationRegions', j], key: ProfileErrorKey.CityRequired });
    });
  }
  const ticked = new Set(values.requiredDocuments);
  if ([...lockedDocuments(values.requiredDocuments, country.documentRequires)].some((id) => !ticked.has(id))) {
    issues.push({ path: ['requiredDocuments'], key: ProfileErrorKey.PersonalNumberRequired });
  }
  const salaryKey = values.salaryAmount === null ? null : salaryIssueKey(values.salaryAmount, country);
  if (salaryKey) issues.push({ path: ['salaryGrossValue', 'tbbc_amount'], key: salaryKey });
  return issues;
}
