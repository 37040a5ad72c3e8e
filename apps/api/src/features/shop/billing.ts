import { type ClientBillingBody, type ClientProfileShow, ErrorKey, ShopMessageKey, type VatTreatment, isEuCountry, missingBillingFields, vatTreatmentOf } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { checkTaxId, compactTaxId, showClientProfile } from '../accounts/index.ts';
import { clientProfiles } from '../accounts/accounts.tables.ts';
import { type ReferenceCatalogue, type ReferenceCatalogueStore, ReferenceKind } from '../reference/index.ts';
import type { ViesClient } from './vies.ts';

/*
 * The buyer: the company data an employer's orders and invoices are made out to (the client profile),
 * checked so that an invoice is lawful. The country is one of the countries dictionary's codes; a
 * Polish postal code is NN-NNN; the tax id is one of the country's (accounts/tax-id.ts) and, for an EU
 * business with the VIES check on, registered there.
 */

type ClientProfileRow = typeof clientProfiles.$inferSelect;

const POLISH_ZIP_CODE = /^\d{2}-\d{3}$/;

/** The field errors of the company data (the same rules on save and at checkout). */
function billingFieldErrors(catalogue: ReferenceCatalogue, data: { country?: string | null; zipCode?: string | null; licTradNum?: string | null }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const country = data.country?.toUpperCase() ?? null;
  if (country !== null && !catalogue.entryByCode(ReferenceKind.CountryOptions, country)?.isActive) errors.country = [ErrorKey.InvalidCountry];
  if (country === 'PL' && data.zipCode && !POLISH_ZIP_CODE.test(data.zipCode)) errors.zipCode = [ErrorKey.InvalidZipCode];
  if (country !== null && !errors.country && data.licTradNum && !checkTaxId(data.licTradNum, country).valid) errors.licTradNum = [ErrorKey.InvalidTaxId];
  return errors;
}

/** One field's refusal is named by its own code (`invalid_country`); several by `validation_error`. */
function refusal(errors: Record<string, string[]>, several: string = ErrorKey.ValidationError): AppError {
  const keys = Object.values(errors).flat();
  return AppError.validation(errors, (keys.length === 1 ? keys[0] : several) as ErrorKey);
}

export interface BillingDeps {
  db: Database;
  now: () => Date;
  catalogue: ReferenceCatalogueStore;
  /** Present when VIES_ENABLED: EU VAT numbers are asked about. */
  vies: ViesClient | null;
}

/**
 * POST /v1/client-profile/update: the company data the client settings page edits, the buyer of
 * every later order (an order keeps its own copy, so an issued invoice never changes).
 */
export async function saveBillingData(deps: BillingDeps, clientUserId: number, body: ClientBillingBody): Promise<ClientProfileShow> {
  const errors = billingFieldErrors(await deps.catalogue.current(), body);
  if (Object.keys(errors).length > 0) throw refusal(errors);
  const country = body.country?.toUpperCase() ?? null;
  const taxId = body.licTradNum ?? '';
  let vies: Pick<ClientProfileRow, 'viesValid' | 'viesCheckedAt' | 'viesAnswer'> = { viesValid: null, viesCheckedAt: null, viesAnswer: null };
  if (deps.vies && country && country !== 'PL' && isEuCountry(country) && taxId) {
    const answer = await deps.vies.check(country, compactTaxId(taxId).replace(/^[A-Z]{2}/, ''));
    if (answer.valid === false) throw AppError.validation({ licTradNum: [ErrorKey.InvalidTaxId] }, ErrorKey.InvalidTaxId);
    vies = { viesValid: answer.valid, viesCheckedAt: deps.now(), viesAnswer: answer.detail };
  }
  const updated = await deps.db
    .update(clientProfiles)
    .set({
      name: body.name,
      licTradNum: taxId,
      street: body.street ?? null,
      propertyNumber: body.propertyNumber ?? null,
      apartmentNumber: body.apartmentNumber ?? null,
      zipCode: body.zipCode ?? null,
      city: body.city ?? null,
      country,
      contactEmail: body.contactEmail ?? null,
      contactPhoneNumber: body.contactPhone?.number ?? null,
      ...vies,
      updatedAt: deps.now(),
    })
    .where(eq(clientProfiles.userId, clientUserId))
    .returning({ userId: clientProfiles.userId });
  if (updated.length === 0) throw AppError.notFound();
  return showClientProfile(deps.db, clientUserId);
}

/**
 * Checkout's check: every field an invoice needs, each valid, or 422 `billing_data_incomplete` with
 * the fields that stop it (the client settings page shows them).
 */
export function requireCompleteBillingData(catalogue: ReferenceCatalogue, profile: ClientProfileRow | null | undefined): void {
  const errors: Record<string, string[]> = {};
  for (const field of missingBillingFields(profile)) errors[field] = [ErrorKey.FieldRequired];
  if (profile) Object.assign(errors, billingFieldErrors(catalogue, profile));
  if (Object.keys(errors).length > 0) throw AppError.validation(errors, ShopMessageKey.BillingDataIncomplete);
}

/**
 * The VAT treatment of a buyer's purchases: the reverse charge only for a business outside Poland
 * whose tax id its country's rule proves, and in the EU, with the VIES check on, that VIES confirmed.
 */
export function buyerTreatment(profile: Pick<ClientProfileRow, 'country' | 'licTradNum' | 'viesValid'> | null | undefined, viesEnabled: boolean): VatTreatment {
  const country = profile?.country?.toUpperCase() ?? null;
  const proven = country !== null && profile?.licTradNum ? checkTaxId(profile.licTradNum, country).proven : false;
  const confirmed = !viesEnabled || !isEuCountry(country) || profile?.viesValid === true;
  return vatTreatmentOf({ country, businessIdentified: proven && confirmed });
}
