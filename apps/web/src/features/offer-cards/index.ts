/*
 * How an offer shows in a list: the home page's card, the search's list item and the pieces the
 * offer detail shares with them, plus the list an offer was opened from (its previous/next).
 */
export { OfferCard } from './offer-card';
export { OfferListItem } from './offer-list-item';
export { ClientLogo } from './client-logo';
export { SalaryLines } from './salary-lines';
export { useWorkPeriodText } from './work-period';
export { formatDate, monthName, offerPath, ratingStars, weekdayName } from './offer-format';
export { type OfferNeighbour, arrivalOfferList, offerNeighbours, rememberOfferList, rememberedOfferList } from './offer-list-context';
export { MinimumWageBadge, ReadinessList } from './readiness-list';
