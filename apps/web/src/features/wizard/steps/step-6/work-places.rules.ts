import {
  type DocumentRequires,
  ErrorKey,
  MAX_WORK_LOCATIONS,
  ProfileErrorKey,
  lockedDocuments as documentsLockedBy,
  workPlaceIssues,
  type WorkLocationInput,
  type WorkLocationShown,
  workLocationInput,
  type wizardPrimary6,
} from '@trades/contracts';
import type { z } from 'zod';
import { zodValidator } from '@/lib/forms';
import { type AttachmentValue, attachmentPayload, attachmentValue } from '../attachments/attachment-values';

/*
 * Wizard step 6's form, preferred work places: up to three places, one open in the editor at a
 * time; how choosing a country, a region or a document changes a place; the save body; and the
 * form's errors by the shared work-place rules (workPlaceIssues), the very ones the API applies.
 */

export type Step6Primary = z.infer<typeof wizardPrimary6>;
export type WorkCountry = Step6Primary['countries'][number];

/** A region row of the editor: the region and its chosen cities. */
export interface RegionChoice {
  region: string;
  cities: number[];
}

export interface PlaceValues {
  /** Country of work id as a string ('' = not chosen). */
  workLocationState: string;
  allState: boolean;
  regions: RegionChoice[];
  requiredDocuments: number[];
  requiredDocumentsAttachments: AttachmentValue[];
  /** 0 to 5 in halves; null = not rated (the stars are clearable). */
  rating: number | null;
  /** Hourly gross in the currency of the country's maximum. */
  salary: number | null;
}

export function emptyPlace(): PlaceValues {
  return { workLocationState: '', allState: true, regions: [], requiredDocuments: [], requiredDocumentsAttachments: [], rating: null, salary: null };
}

export function countryOf(primary: Step6Primary, id: string): WorkCountry | undefined {
  return primary.countries.find((country) => String(country.id) === id);
}

/** A saved place of the profile as form values (cities grouped under their regions). */
export function placeValues(shown: WorkLocationShown): PlaceValues {
  return {
    workLocationState: String(shown.workLocationState.id),
    allState: shown.allState,
    regions: shown.workLocationRegions.map((region) => ({
      region: String(region.id),
      cities: shown.workLocationCities.filter((city) => city.region === region.id).map((city) => city.id),
    })),
    requiredDocuments: shown.requiredDocuments.map((d) => d.requiredDocument.id),
    requiredDocumentsAttachments: shown.requiredDocumentsAttachments.map(attachmentValue),
    rating: shown.rating,
    salary: shown.salaryGrossValue?.amount ?? null,
  };
}

/* ---------- the editor ---------- */

/**
 * Choosing a country starts the place over for it: regions, documents and salary belong to a
 * country. The expected wage starts as not given: a slider left alone is no expectation.
 */
export function changeCountry(values: PlaceValues, id: string): PlaceValues {
  if (id === values.workLocationState) return values;
  return {
    ...values,
    workLocationState: id,
    allState: true,
    regions: [],
    requiredDocuments: [],
    salary: null,
  };
}

/** Countries another place already uses: disabled in this place's select. */
export function usedCountries(places: readonly PlaceValues[], exceptIndex: number | null): Set<string> {
  return new Set(places.filter((_, i) => i !== exceptIndex).map((p) => p.workLocationState).filter((id) => id !== ''));
}

/** Regions chosen in other rows of the same place (a region is picked once). */
export function regionsTakenByOtherRows(values: PlaceValues, row: number): Set<string> {
  return new Set(values.regions.filter((_, i) => i !== row).map((r) => r.region).filter((r) => r !== ''));
}

export function setRegion(values: PlaceValues, row: number, region: string): PlaceValues {
  return { ...values, regions: values.regions.map((r, i) => (i === row ? { region, cities: r.region === region ? r.cities : [] } : r)) };
}

/** Requirements of each document of the country (Norway: tax card 1 → personal number 2). */
const documentRequiresIn = (country: WorkCountry | undefined): DocumentRequires => (id) => country?.requiredDocuments.find((d) => d.id === id)?.requires ?? [];

/** Documents required by another ticked one: ticked, disabled and marked required. */
export function lockedDocuments(ticked: readonly number[], country: WorkCountry | undefined): Set<number> {
  return documentsLockedBy(ticked, documentRequiresIn(country));
}

/**
 * Ticking a document adds those it requires (Norway: the tax card adds the personal number);
 * unticking it removes them again unless another ticked document still requires them. A locked
 * document cannot be unticked on its own.
 */
export function toggleDocument(ticked: readonly number[], id: number, checked: boolean, country: WorkCountry | undefined): number[] {
  if (checked) {
    const next = [...ticked];
    const add = (document: number) => {
      if (next.includes(document)) return;
      next.push(document);
      documentRequiresIn(country)(document).forEach(add);
    };
    add(id);
    return next;
  }
  if (lockedDocuments(ticked, country).has(id)) return [...ticked];
  const without = ticked.filter((d) => d !== id);
  const stillRequired = lockedDocuments(without, country);
  const released = documentRequiresIn(country)(id).filter((d) => !stillRequired.has(d));
  return without.filter((d) => !released.includes(d));
}

/* ---------- checks and the save body ---------- */

export type FieldErrors = Record<string, string>;

/** One entry of `candidateProfileWorkLocations` as POST /v1/candidate-profile/wizard/6 takes it (JSON). */
export interface PlacePayload {
  workLocationState: number | '';
  allState: boolean;
  workLocationRegions: number[];
  workLocationCities: number[];
  requiredDocuments: { requiredDocument: number }[];
  requiredDocumentsAttachments: ReturnType<typeof attachmentPayload>[];
  rating?: number;
  /** Left out when the candidate gives no expected wage. */
  salaryGrossValue?: { tbbc_amount: number; tbbc_currency: string };
}

export function placePayload(values: PlaceValues, primary: Step6Primary): PlacePayload {
  const country = countryOf(primary, values.workLocationState);
  const regions = values.allState ? [] : values.regions.filter((r) => r.region !== '');
  return {
    workLocationState: values.workLocationState === '' ? '' : Number(values.workLocationState),
    allState: values.allState,
    // Regions and cities go only with chosen regions (7: "only when not whole country").
    workLocationRegions: regions.map((r) => Number(r.region)),
    workLocationCities: regions.flatMap((r) => r.cities),
    requiredDocuments: values.requiredDocuments.map((requiredDocument) => ({ requiredDocument })),
    requiredDocumentsAttachments: values.requiredDocumentsAttachments.map(attachmentPayload),
    ...(values.rating === null ? {} : { rating: values.rating }),
    ...(values.salary === null ? {} : { salaryGrossValue: { tbbc_amount: values.salary, tbbc_currency: country?.salaryGrossValueMax.currency ?? '' } }),
  };
}

export function step6Body(places: readonly PlaceValues[], primary: Step6Primary): { candidateProfileWorkLocations: PlacePayload[] } {
  return { candidateProfileWorkLocations: places.map((place) => placePayload(place, primary)) };
}

const shapeErrors = zodValidator<WorkLocationInput>(workLocationInput);

/** ['salaryGrossValue', 'tbbc_amount'] -> 'salaryGrossValue.tbbc_amount', as the API writes it. */
const fieldPathOf = (path: readonly (string | number)[]) => path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');

/**
 * Every error of one place by form path: the country, a region row not chosen yet, then the shared
 * work-place rules (a region at least: 'Dodaj przynajmniej jedną lokalizację'; a city in each:
 * 'Wybierz przynajmniej jedną miejscowość'; the document pairs; the salary bounds).
 */
export function placeErrors(values: PlaceValues, primary: Step6Primary, used: ReadonlySet<string> = new Set()): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, key: string) => {
    errors[path] ??= key;
  };
  if (values.workLocationState === '') {
    add('workLocationState', ErrorKey.FieldRequired);
    return errors;
  }
  const country = countryOf(primary, values.workLocationState);
  if (!country) add('workLocationState', ErrorKey.InvalidValue);
  if (used.has(values.workLocationState)) add('workLocationState', ProfileErrorKey.LocationCountryDuplicated);
  if (!values.allState) {
    values.regions.forEach((row, i) => {
      if (row.region === '') add(`regions.${i}.region`, ErrorKey.FieldRequired);
    });
  }
  const issues = workPlaceIssues(
    { allState: values.allState, regions: values.regions, requiredDocuments: values.requiredDocuments, salaryAmount: values.salary },
    {
      documentRequires: documentRequiresIn(country),
      // Without a known country there are no bounds to check.
      salaryMin: country?.salaryGrossValueMin ?? { amount: Number.NEGATIVE_INFINITY },
      salaryMax: country?.salaryGrossValueMax ?? { amount: Number.POSITIVE_INFINITY },
    },
  );
  for (const { path, key } of issues) {
    const [head, row] = path;
    // A row without its region yet has its own error.
    if (head === 'workLocationRegions' && typeof row === 'number') {
      if (values.regions[row]?.region !== '') add(`regions.${row}.cities`, key);
    } else add(editorPath(fieldPathOf(path), values), key);
  }

  const shape = shapeErrors(placePayload(values, primary));
  for (const [path, key] of Object.entries(shape)) {
    const attachment = /^requiredDocumentsAttachments\.\d+\.title$/.test(path);
    if (attachment || path === 'rating') add(path, key);
  }
  return errors;
}

/* ---------- the list ---------- */

/** The add button shows while fewer than 3 places exist. */
export function canShowAddPlace(count: number): boolean {
  return count < MAX_WORK_LOCATIONS;
}


/** The editor's field for an API path of a place. */
export function editorPath(apiPath: string, place: PlaceValues | undefined): string {
  const region = /^workLocationRegions\[(\d+)\]$/.exec(apiPath);
  if (region) {
    // The API counts the regions it was sent; the editor skips none when all rows are filled.
    const rows = place?.regions ?? [];
    const sent = rows.map((row, i) => ({ row, i })).filter(({ row }) => row.region !== '');
    const row = sent[Number(region[1])]?.i ?? Number(region[1]);
    return `regions.${row}.cities`;
  }
  if (apiPath === 'workLocationRegions' || apiPath === 'workLocationCities') return 'regions';
  if (apiPath.startsWith('salaryGrossValue')) return 'salary';
  return apiPath.replace(/\[(\d+)\]/g, '.$1') || '_';
}
