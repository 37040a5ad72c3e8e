import { type ClientBrand, StatusId } from '@trades/contracts';
import type { DataSetQueueEntry } from '@/features/candidate-documents';
import type { CollectionCandidate } from '@/features/profiles-collection';

/* Fixtures of the candidate documents and profiles collection tests. */

export const MAIN_BRAND: ClientBrand = { id: 1, name: 'Nordic Welding', isMain: true, logoUrl: '/v1/files/a.png?signature=s', logo: { name: 'a.png', thumbnailUrl: '/v1/files/a.png/thumbnail?signature=s' } };
export const OTHER_BRAND: ClientBrand = { id: 2, name: 'Fjord Steel', isMain: false, logoUrl: null, logo: null };

export function queueEntry(id: number, statusId: number = StatusId.Processing, overrides: Partial<DataSetQueueEntry> = {}): DataSetQueueEntry {
  return {
    id,
    status: { id: statusId, title: statusId === StatusId.Completed ? 'Completed' : 'Processing' },
    dataSetDownloadUrl: statusId === StatusId.Completed ? `/v1/files/pack-${id}.zip?signature=s` : null,
    offer: { slug: 'welder-bergen-5', name: 'Welder, Bergen' },
    locale: 'en',
    pipelineStatus: null,
    isAnonymize: false,
    clientBrand: null,
    createdAt: `2026-11-24T10:${String(id).padStart(2, '0')}:00.000Z`,
    progress: statusId === StatusId.Processing ? { done: 1, total: 4 } : null,
    ...overrides,
  };
}

export function collectionCandidate(uuid: string, overrides: Partial<CollectionCandidate> = {}): CollectionCandidate {
  return {
    uuid,
    firstName: 'Jan',
    lastName: 'Kowalski',
    professions: [
      { id: 20, title: 'Welder' },
      { id: 21, title: 'Bricklayer' },
    ],
    offers: [{ id: 5, slug: 'welder-bergen-5', name: 'Welder, Bergen' }],
    ...overrides,
  };
}
