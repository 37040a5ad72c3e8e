/* The reference feature's public surface: the dictionary routes, the catalogue other features read reference data through, the dictionary builders they answer with, and the exchange rates pay is compared by. */
export { referenceRoutes } from './reference.routes.ts';
export { type CatalogueEntry, ReferenceCatalogue, ReferenceCatalogueStore } from './reference.catalogue.ts';
export { PROFESSION_ITEM_REFERENCE_KINDS, REFERENCE_DATA_SET, ReferenceKind, codeId } from './reference-kinds.ts';
export {
  countryOfWorkItem,
  languageDictionary,
  languageProficiencyDictionary,
  phonePrefixDictionary,
  preferredContactTimeDictionary,
  publicPrimary,
  simpleDictionary,
  skillScaleDictionary,
} from './reference.service.ts';
export { type ReadinessSubject, destinationReadiness } from './readiness.ts';
export { type OfferNameSource, offerNameParts, offerNamesAmong } from './offer-names.ts';
export { type CityCoordinates, cityCoordinates } from './city-coordinates.ts';
export { ECB_DAILY_RATES_URL } from './ecb-rates.ts';
export {
  type ExchangeRate,
  type ExchangeRateChange,
  type SavedExchangeRates,
  describeExchangeRateChanges,
  loadExchangeRates,
  refreshOffersPayInEuro,
  saveExchangeRates,
  updateExchangeRates,
} from './exchange-rates.ts';
