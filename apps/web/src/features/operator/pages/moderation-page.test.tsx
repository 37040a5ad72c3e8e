import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModerationQueue, ModerationQueueItem, OperatorOfferRow } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { ModerationPage } from './moderation-page';

const EMPLOYER = { userId: 7, companyName: 'Budpol Sp. z o.o.', email: 'praca@budpol.pl', taxId: '5260250274' };

const item = (id: number, overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem => ({
  id,
  uuid: `uuid-${id}`,
  title: `Carpenter, Stavanger · #${id}`,
  profession: 'Carpenter',
  submittedAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  paid: false,
  employer: EMPLOYER,
  wage: { hourlyMin: { amount: 270, currency: 'NOK' }, hourlyMax: { amount: 320, currency: 'NOK' }, floor: { hourlyMinor: 26432, currency: 'NOK', source: 'FOR-2024' }, below: [] },
  descriptionPreview: 'Carpenters wanted.',
  descriptionLength: 18,
  contacts: { emails: [], phones: [], urls: [] },
  flags: { wageBelowFloor: false, contactsFound: false },
  ...overrides,
});

const FLAGGED = item(11, {
  wage: { hourlyMin: { amount: 150, currency: 'NOK' }, hourlyMax: null, floor: { hourlyMinor: 26432, currency: 'NOK', source: 'FOR-2024' }, below: ['hourly'] },
  descriptionPreview: 'Call +48 601 234 567\nor write to jan@budpol.pl',
  contacts: { emails: ['jan@budpol.pl'], phones: ['+48 601 234 567'], urls: [] },
  flags: { wageBelowFloor: true, contactsFound: true },
});
const CLEAN = item(12);
const queueOf = (items: ModerationQueueItem[]): ModerationQueue => ({ items, numTotal: items.length, page: 1, limit: 20 });

const PUBLISHED: OperatorOfferRow = {
  id: 30,
  uuid: 'uuid-30',
  slug: 'welder-oslo',
  title: 'Welder, Oslo · #30',
  status: { id: 2 },
  employer: EMPLOYER,
  createdAt: '2026-11-01T10:00:00.000Z',
  publicationAt: '2026-11-02T10:00:00.000Z',
  endPublicationAt: '2026-12-02T10:00:00.000Z',
  moderation: null,
};

const routes = [{ path: '/operator/moderation', element: <ModerationPage /> }];

afterEach(resetBrowserState);

describe('the moderation page', () => {
  it('shows the queue as cards with what needs a look highlighted, and approves an offer once', async () => {
    let waiting = [FLAGGED, CLEAN];
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/v1/operator/moderation?')) return jsonResponse(200, queueOf(waiting));
      if (url === '/v1/operator/moderation/12/approve') {
        waiting = [FLAGGED];
        return jsonResponse(200, { message: 'The offer has been approved.', offer: { id: 12, status: { id: 6 } } });
      }
      return undefined;
    });
    renderRoutes(routes, '/operator/moderation');
    const flagged = within(await screen.findByTestId('moderation-offer-11'));
    expect(flagged.getByText('Pay below the minimum wage')).toBeTruthy();
    expect(flagged.getByText('Contact details in the description')).toBeTruthy();
    expect(flagged.getByTestId('moderation-contacts').textContent).toBe('jan@budpol.pl · +48 601 234 567');
    expect(flagged.getByText('Budpol Sp. z o.o.')).toBeTruthy();
    expect(flagged.getByTestId('moderation-pay').textContent).toMatch(/150\.00.*minimum NOK\s264\.32\/h/);
    const clean = within(screen.getByTestId('moderation-offer-12'));
    expect(clean.queryByText('Pay below the minimum wage')).toBeNull();
    expect(clean.queryByTestId('moderation-contacts')).toBeNull();

    const approve = clean.getByRole('button', { name: 'Approve Carpenter, Stavanger · #12' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(await screen.findByText('The offer has been approved.')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/operator/moderation/12/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('moderation-offer-12')).toBeNull());
  });

  it('sends an offer back with a reason checked before sending', async () => {
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/v1/operator/moderation?')) return jsonResponse(200, queueOf([FLAGGED]));
      if (url === '/v1/operator/moderation/11/reject') return jsonResponse(200, { message: 'The offer has been sent back to the employer.', offer: { id: 11, status: { id: 1 } } });
      return undefined;
    });
    renderRoutes(routes, '/operator/moderation');
    fireEvent.click(await screen.findByRole('button', { name: 'Send back Carpenter, Stavanger · #11' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send back Carpenter, Stavanger · #11?' }));
    fireEvent.change(dialog.getByLabelText(/^Reason/), { target: { value: ' ab ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(await dialog.findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/reject'))).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Reason/), { target: { value: 'Phone number in the description' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('The offer has been sent back to the employer.')).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.url === '/v1/operator/moderation/11/reject')?.body))).toEqual({ reason: 'Phone number in the description' });
  });

  it('finds a published offer and unpublishes it with a reason', async () => {
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/v1/operator/moderation?')) return jsonResponse(200, queueOf([]));
      if (url === '/v1/operator/offers?q=Budpol&status=2') return jsonResponse(200, { items: [PUBLISHED] });
      if (url === '/v1/operator/offers/30/unpublish') return jsonResponse(200, { message: 'The offer has been taken offline.', offer: { id: 30, status: { id: 3 } } });
      return undefined;
    });
    renderRoutes(routes, '/operator/moderation');
    expect(await screen.findByText('No offer is waiting for approval.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: /Find a published offer/ }), { target: { value: 'Budpol' } });
    const row = within(await screen.findByTestId('published-offer-30'));
    expect(row.getByRole('link', { name: 'Welder, Oslo · #30' }).getAttribute('href')).toBe('/offer/30-welder-oslo');
    fireEvent.click(row.getByRole('button', { name: 'Unpublish Welder, Oslo · #30' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unpublish Welder, Oslo · #30?' }));
    fireEvent.change(dialog.getByLabelText(/^Reason/), { target: { value: 'Fake offer' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('The offer has been taken offline.')).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.url === '/v1/operator/offers/30/unpublish')?.body))).toEqual({ reason: 'Fake offer' });
  });
});
