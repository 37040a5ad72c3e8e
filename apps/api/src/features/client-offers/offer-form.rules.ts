import {
  type ClientOfferFormValues,
  type ClientOfferRestrictedValues,
  ErrorKey,
  type MinimumWage,
  type Money,
  type OfferFormIssue,
  OfferErrorKey,
  clientOfferFormFields,
  clientOfferRestrictedFields,
  formatWageFloor,
  offerFormIssues,
  offerWageFloor,
} from '@trades/contracts';
import { formErrorsFromZod } from '../../infra/http/error-handler.ts';
import { AppError, addFormError, fieldPath } from '../../infra/http/errors.ts';
import { PROFESSION_ITEM_REFERENCE_KINDS, type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';

/*
 * The offer form's rules on the server: the shared field rules and rules between fields of the
 * contracts, then the ones that need the reference data (every id known, a profession of the
 * chosen industry, regions of the chosen country, cities of their region, items of the profession
 * and of the country, the country's salary bounds) and the caller's brands. Pure.
 */

export type FormErrors = Record<string, string[]>;
export type Checked<T> = { ok: true; values: T } | { ok: false; formErrors: FormErrors; wageFloor?: MinimumWage | null };

/**
 * The 422 of a refused form. When the minimum wage is the only reason, the answer takes its code,
 * with the floor in the message ("... 264.32 NOK an hour ..."); with other errors too the code stays
 * validation_error and the key still shows on the amount's field.
 */
export function formRefusal(formErrors: FormErrors, wageFloor?: MinimumWage | null): AppError {
  const onlyFloor = Object.values(formErrors).every((keys) => keys.every((key) => key === OfferErrorKey.SalaryBelowMinimumWage));
  if (!wageFloor || !onlyFloor) return AppError.validation(formErrors);
  return AppError.validation(formErrors, OfferErrorKey.SalaryBelowMinimumWage, {
    floor: (locale) => formatWageFloor(wageFloor.hourlyMinor, locale),
    currency: wageFloor.currency,
  });
}

export interface OfferFormContext {
  catalogue: ReferenceCatalogue;
  today: string;
  /** The caller's brand ids. */
  brandIds: readonly number[];
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

/** The hourly gross bounds of a country of work; undefined for an unknown country. */
export function salaryBoundsOf(catalogue: ReferenceCatalogue, countryId: number): { min: Money; max: Money } | undefined {
  const country = catalogue.entry(ReferenceKind.Countries, countryId);
  if (!country) return undefined;
  return { min: country.data.salaryGrossValueMin as Money, max: country.data.salaryGrossValueMax as Money };
}

/** The currency of a country of work. */
export function currencyOf(catalogue: ReferenceCatalogue, countryId: number | null): string | null {
  if (countryId === null) return null;
  const currency = catalogue.entry(ReferenceKind.Countries, countryId)?.data.currency;
  return typeof currency === 'string' ? currency : null;
}

type CountryItemKind = 'rewards' | 'weOffers' | 'benefits';

/** Rewards, offers and benefits must be among the country's items. */
function countryItemIssues(catalogue: ReferenceCatalogue, countryId: number, values: Pick<ClientOfferFormValues, CountryItemKind>): OfferFormIssue[] {
  const issues: OfferFormIssue[] = [];
  const country = catalogue.entry(ReferenceKind.Countries, countryId);
  for (const kind of ['rewards', 'weOffers', 'benefits'] as const) {
    const offered = new Set(numbers(country?.data[kind]));
    values[kind].forEach((id, i) => {
      if (!offered.has(id)) issues.push({ path: [kind, i], key: ErrorKey.InvalidValue });
    });
  }
  return issues;
}

/** Ids that are not in the reference data, or not where the chosen parents allow them. */
export function catalogueIssues(values: ClientOfferFormValues, catalogue: ReferenceCatalogue, brandIds: readonly number[]): OfferFormIssue[] {
  const issues: OfferFormIssue[] = [];
  const invalid = (...path: (string | number)[]) => issues.push({ path, key: ErrorKey.InvalidValue });

  if (!brandIds.includes(values.clientBrand)) invalid('clientBrand');

  const industry = catalogue.entry(ReferenceKind.Industries, values.industry);
  if (!industry?.isActive) invalid('industry');
  const profession = catalogue.entry(ReferenceKind.Professions, values.profession);
  const professionFits = profession?.isActive === true && profession.parentId === values.industry;
  if (!professionFits) invalid('profession');
  if (!catalogue.entry(ReferenceKind.ProfessionClasses, values.professionClass)?.isActive) invalid('professionClass');

  // Requirement items only make sense for a known profession; its lists say which items it offers.
  if (professionFits && profession) {
    const offered = (profession.data.items ?? {}) as Record<string, unknown>;
    for (const kind of PROFESSION_ITEM_REFERENCE_KINDS) {
      const ids = new Set(numbers(offered[kind]));
      values[kind].forEach((item, i) => {
        if (!ids.has(item.id)) invalid(kind, i, 'id');
      });
    }
  }

  const country = catalogue.entry(ReferenceKind.Countries, values.workLocationState);
  if (!country?.isActive) invalid('workLocationState');
  else {
    if (!values.allState) {
      values.workLocationRegions.forEach((entry, i) => {
        const region = catalogue.entry(ReferenceKind.Regions, entry.region);
        if (!region?.isActive || region.parentId !== country.id) {
          invalid('workLocationRegions', i, 'region');
          return;
        }
        entry.cities.forEach((cityId, j) => {
          const city = catalogue.entry(ReferenceKind.Cities, cityId);
          if (!city?.isActive || city.parentId !== region.id) invalid('workLocationRegions', i, 'cities', j);
        });
      });
    }
    const documents = new Set(numbers(country.data.requiredDocuments));
    values.requiredDocuments.forEach((document, i) => {
      if (!documents.has(document.id)) invalid('requiredDocuments', i, 'id');
    });
    issues.push(...countryItemIssues(catalogue, country.id, values));
  }

  values.languages.forEach((language, i) => {
    if (!catalogue.entryByCode(ReferenceKind.Languages, language.languageCode)?.isActive) invalid('languages', i, 'languageCode');
    if (!catalogue.entry(ReferenceKind.LanguageProficiencies, language.languageProficiency)?.isActive) invalid('languages', i, 'languageProficiency');
  });
  for (const kind of [ReferenceKind.ContractTypes, ReferenceKind.WorkSystems] as const) {
    values[kind].forEach((id, i) => {
      if (!catalogue.entry(kind, id)?.isActive) invalid(kind, i);
    });
  }
  return issues;
}

function toFormErrors(issues: readonly OfferFormIssue[]): FormErrors {
  const formErrors: FormErrors = {};
  for (const issue of issues) addFormError(formErrors, fieldPath(issue.path), issue.key);
  return formErrors;
}

/** The whole form of a draft (new, in verification or ready for publication), from its raw body. */
export function checkOfferForm(body: unknown, context: OfferFormContext): Checked<ClientOfferFormValues> {
  const parsed = clientOfferFormFields.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, formErrors: formErrorsFromZod(parsed.error) };
  return checkOfferValues(parsed.data, context);
}

/** The rules of the whole form on values its schema already parsed (the create route's body). */
export function checkOfferValues(values: ClientOfferFormValues, context: OfferFormContext): Checked<ClientOfferFormValues> {
  const salaryBounds = salaryBoundsOf(context.catalogue, values.workLocationState) ?? null;
  const rulesContext = { today: context.today, salaryBounds, minimumWages: context.catalogue.minimumWagesOf(values.workLocationState) };
  const issues = [...offerFormIssues(values, rulesContext), ...catalogueIssues(values, context.catalogue, context.brandIds)];
  if (issues.length > 0) {
    const belowFloor = issues.some((issue) => issue.key === OfferErrorKey.SalaryBelowMinimumWage);
    return { ok: false, formErrors: toFormErrors(issues), ...(belowFloor ? { wageFloor: offerWageFloor(values, rulesContext) } : {}) };
  }
  const currency = currencyOf(context.catalogue, values.workLocationState);
  // A salary sent without its currency is in the country's.
  const inCurrency = <T extends { currency: string | null } | null>(money: T): T => (money === null ? money : { ...money, currency: money.currency ?? currency });
  return {
    ok: true,
    values: {
      ...values,
      salaryGrossValueMin: inCurrency(values.salaryGrossValueMin),
      salaryGrossValueMax: inCurrency(values.salaryGrossValueMax),
      salaryDailyValueMin: values.showSalaryDaily ? inCurrency(values.salaryDailyValueMin) : null,
      salaryMonthValueMin: values.showSalaryMonth ? inCurrency(values.salaryMonthValueMin) : null,
      workLocationRegions: values.allState ? [] : values.workLocationRegions,
      offerFlexibleWorks: values.isFlexibleWork ? values.offerFlexibleWorks : [],
    },
  };
}

/** The restricted form of an active offer: only OFFER_RESTRICTED_FIELDS, checked against its country. */
export function checkRestrictedOfferForm(body: unknown, catalogue: ReferenceCatalogue, countryId: number | null): Checked<ClientOfferRestrictedValues> {
  const parsed = clientOfferRestrictedFields.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, formErrors: formErrorsFromZod(parsed.error) };
  const issues = countryId === null ? [] : countryItemIssues(catalogue, countryId, parsed.data);
  return issues.length > 0 ? { ok: false, formErrors: toFormErrors(issues) } : { ok: true, values: parsed.data };
}
