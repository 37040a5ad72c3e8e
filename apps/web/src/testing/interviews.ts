import type { CardNote, Interview } from '@trades/contracts';

/* Interviews and notes as the API answers them (issue 27), for component tests. */

/** An invitation of card 4 for a welder offer in Warsaw, waiting for the candidate: two times in December 2026. */
export function interviewFixture(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 31,
    cardId: 4,
    conversationId: 12,
    offer: { id: 5, slug: 'welder-warsaw-5', title: 'Welder' },
    employerName: 'Budex',
    candidateName: 'Olena Kovalenko',
    slots: [
      { startsAt: '2026-12-10T13:00:00.000Z', endsAt: '2026-12-10T14:00:00.000Z', durationMinutes: 60 },
      { startsAt: '2026-12-11T08:30:00.000Z', endsAt: '2026-12-11T09:00:00.000Z', durationMinutes: 30 },
    ],
    place: 'Prosta 5, Warszawa',
    onlineUrl: null,
    note: 'Bring your welding certificates.',
    timeZone: 'Europe/Warsaw',
    status: 'proposed',
    statusTitle: 'Waiting for an answer',
    acceptedSlot: null,
    responseMessage: null,
    respondedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    createdAt: '2026-12-01T09:00:00.000Z',
    canRespond: false,
    canCancel: true,
    ...overrides,
  };
}

export function cardNoteFixture(id: number, text: string, createdAt: string): CardNote {
  return { id, text, createdAt, authorName: 'Jan Nowak' };
}
