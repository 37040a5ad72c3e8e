import { ErrorKey } from './errors.ts';
import type { OfferListParams } from './offer-list-query.ts';
import { MAX_SEARCH_KEYWORD_LENGTH, MAX_SEARCH_PAY, PAY_CURRENCIES, type PayCurrency, SEARCH_RADIUS_KM } from './offer-list-options.ts';

/** The keyword, place and pay filters of a list request, checked (issue 28). */
export interface OfferSearchFilters {
  /** '' for none. */
  q: string;
  /** A city id; whether it is a known city the server checks. */
  near: number | null;
  radiusKm: number;
  /** Hourly gross pay in payCurrency. */
  payMin: number | null;
  /** The currency pay is compared and shown in; null: each offer's own. */
  payCurrency: PayCurrency | null;
}

const MAX_ID = 2_147_483_647;

/**
 * The filters of a list request, and what is wrong with them under the field it was sent as: the
 * API answers 422 with these, and the search form shows them. A radius without a place is ignored;
 * a minimum pay needs its currency; sorting by distance needs a place.
 */
export function offerSearchFilters(params: Pick<OfferListParams, 'q' | 'near' | 'radiusKm' | 'payMin' | 'payCurrency' | 'sort'>): {
  filters: OfferSearchFilters;
  formErrors: Record<string, string[]>;
} {
  const formErrors: Record<string, string[]> = {};
  const fail = (field: string, key: string) => (formErrors[field] = [key]);
  const filters: OfferSearchFilters = { q: params.q, near: null, radiusKm: SEARCH_RADIUS_KM.default, payMin: null, payCurrency: null };

  if (params.q.length > MAX_SEARCH_KEYWORD_LENGTH) fail('q', ErrorKey.TooLong);
  if (params.near !== null) {
    if (/^\d{1,10}$/.test(params.near) && Number(params.near) >= 1 && Number(params.near) <= MAX_ID) filters.near = Number(params.near);
    else fail('near', ErrorKey.InvalidValue);
  }
  if (params.radiusKm !== null) {
    const radius = Number(params.radiusKm);
    if (/^\d+(\.\d+)?$/.test(params.radiusKm) && radius >= SEARCH_RADIUS_KM.min && radius <= SEARCH_RADIUS_KM.max) filters.radiusKm = radius;
    else fail('radiusKm', ErrorKey.InvalidValue);
  }
  if (params.payMin !== null) {
    const pay = Number(params.payMin.replace(',', '.'));
    if (/^\d+([.,]\d{1,2})?$/.test(params.payMin) && pay > 0 && pay <= MAX_SEARCH_PAY) filters.payMin = pay;
    else fail('payMin', ErrorKey.InvalidValue);
  }
  if (params.payCurrency !== null) {
    const currency = PAY_CURRENCIES.find((code) => code === params.payCurrency?.toUpperCase());
    if (currency) filters.payCurrency = currency;
    else fail('payCurrency', ErrorKey.InvalidValue);
  } else if (params.payMin !== null) fail('payCurrency', ErrorKey.FieldRequired);
  if (params.sort.field === 'distance' && params.near === null) fail('sort', ErrorKey.InvalidValue);
  return { filters, formErrors };
}
