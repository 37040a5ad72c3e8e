import { type ClientOfferList, type ClientOfferListItem, type OfferRowAction, StatusId } from '@trades/contracts';

/* Fixtures of the employer offer tests. */

/** The actions the server allows a row of each status when publication is free; a test overrides allowedActions for others. */
const ACTIONS_BY_STATUS: Partial<Record<number, OfferRowAction[]>> = {
  [StatusId.Draft]: ['edit', 'approve', 'archive', 'duplicate', 'delete', 'select'],
  [StatusId.Verification]: ['edit', 'approve', 'archive', 'duplicate', 'delete'],
  [StatusId.Verified]: ['edit', 'approve', 'archive', 'duplicate', 'delete', 'select'],
  [StatusId.Paid]: ['edit', 'publish', 'archive', 'duplicate'],
  [StatusId.Active]: ['edit', 'withdraw', 'archive', 'duplicate'],
};

/** A list row of a welder offer in Oslo with the given status. */
export function listRow(id: number, statusId: number, overrides: Partial<ClientOfferListItem> = {}): ClientOfferListItem {
  return {
    id,
    uuid: `uuid-${id}`,
    slug: `welder-${id}`,
    profession: { id: 3, title: 'Welder' },
    industry: { id: 1, title: 'Construction' },
    workLocationState: { id: 1, country: 'Norway', countryCode: 'NO' },
    workLocationCity: { id: 10, title: 'Oslo' },
    status: { id: statusId },
    createdAt: '2025-03-01T10:00:00.000Z',
    publicationAt: null,
    endPublicationAt: null,
    offerStatistics: { numTotalApplied: 0, numUniquePreview: 0 },
    lastDataSetQueue: null,
    allowedActions: ACTIONS_BY_STATUS[statusId] ?? ['duplicate'],
    moderation: null,
    ...overrides,
  };
}

export function listAnswer(items: ClientOfferListItem[], numTotal = items.length, pageNumber = 1, numItemsPerPage = 10): ClientOfferList {
  return { items, numTotal, pageNumber, numItemsPerPage };
}
