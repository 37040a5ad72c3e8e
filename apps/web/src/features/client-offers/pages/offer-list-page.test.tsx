import { StatusId } from '@trades/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { listAnswer, listRow } from '@/testing/client-offers';
import { PUBLISH_OFFER, cartAnswer, cartGroup, cartItem } from '@/testing/shop';
import { OfferListPage } from './offer-list-page';

const routes = () => [
  { path: '/user/offers/:status/:page', Component: OfferListPage },
  { path: '/user/offer/edit/:id', element: <p>edit page</p> },
];

const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.url.startsWith('/v1/client-offer/list/'));
const bodyOf = (call: FetchCall) => JSON.parse(String(call.body)) as { limit: number; page: number };

async function openMenu(offer: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${offer}` }));
  return screen.findByRole('menu');
}

afterEach(() => resetBrowserState());

describe('offer list page', () => {
  it('asks for ten offers of the tab and page, and shows one button per page', async () => {
    const calls = mockFetch(({ url }) => (url === '/v1/client-offer/list/draft' ? jsonResponse(200, listAnswer([listRow(1, StatusId.Draft)], 23, 2)) : undefined));
    const { router } = renderRoutes(routes(), '/user/offers/draft/2');

    // The offer's title, not its slug (slugs stay in addresses).
    expect(await screen.findByText('Welder, Oslo')).toBeTruthy();
    expect(screen.queryByText('welder-1')).toBeNull();
    expect(bodyOf(listCalls(calls)[0]!)).toEqual({ limit: 10, page: 2 });
    const pages = within(screen.getByRole('navigation', { name: 'Pages of the list' })).getAllByRole('link');
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(pages[1]!.getAttribute('aria-current')).toBe('page');

    fireEvent.click(pages[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/offers/draft/3'));
    await waitFor(() => expect(bodyOf(listCalls(calls).at(-1)!)).toEqual({ limit: 10, page: 3 }));
  });

  it('offers each row only the actions its status allows', async () => {
    const rows = [
      listRow(1, StatusId.Draft),
      listRow(5, StatusId.Verification),
      listRow(7, StatusId.Paid),
      listRow(2, StatusId.Active, { offerStatistics: { numTotalApplied: 3, numUniquePreview: 12 }, workLocationCity: null }),
      listRow(18, StatusId.Withdrawn),
    ];
    mockFetch(({ url }) => (url === '/v1/client-offer/list/active' ? jsonResponse(200, listAnswer(rows)) : undefined));
    renderRoutes(routes(), '/user/offers/active/1');

    const row = async (id: number) => within(await screen.findByTestId(`offer-row-${id}`));
    // Approve on drafts and offers in verification, publish only when ready for publication.
    expect((await row(1)).getByRole('button', { name: 'Approve Welder, Oslo · #1' })).toBeTruthy();
    expect((await row(5)).getByRole('button', { name: 'Approve Welder, Oslo · #5' })).toBeTruthy();
    expect((await row(7)).getByRole('button', { name: 'Publish Welder, Oslo · #7' })).toBeTruthy();
    for (const id of [2, 7, 18]) expect((await row(id)).queryByRole('button', { name: /^Approve/ }), `row ${id}`).toBeNull();
    for (const id of [1, 2, 5, 18]) expect((await row(id)).queryByRole('button', { name: /^Publish/ }), `row ${id}`).toBeNull();
    // Only a draft (status 1) can be selected for purchase.
    expect((await row(1)).getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' })).toBeTruthy();
    for (const id of [2, 5, 7, 18]) expect((await row(id)).queryByRole('checkbox'), `row ${id}`).toBeNull();
    // Location, applications linked to the candidates, visits.
    expect((await row(2)).getByText('Norway')).toBeTruthy();
    expect((await row(1)).getByText('Oslo, Norway')).toBeTruthy();
    expect((await row(2)).getByRole('link', { name: /applications to Welder, Norway · #2/ }).getAttribute('href')).toBe('/user/offer/candidates/2#selfApplications');
    expect((await row(2)).getByText('12')).toBeTruthy();

    const active = await openMenu('Welder, Norway · #2');
    const names = within(active).getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['Edit', 'Preview', 'Candidates', 'Documents', 'Duplicate', 'Withdraw', 'Archive']);
    const preview = within(active).getByRole('menuitem', { name: 'Preview (opens in a new tab)' });
    expect(preview.getAttribute('href')).toBe('/offer/preview/2');
    expect(preview.getAttribute('target')).toBe('_blank');
    fireEvent.keyDown(active, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const withdrawn = await openMenu('Welder, Oslo · #18');
    expect(within(withdrawn).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Preview', 'Documents', 'Duplicate']);
  });

  it('tells copies apart by number and creation time, and reads status 7 as ready for publication', async () => {
    const rows = [listRow(41, StatusId.Draft, { slug: 'welder-oslo-2', createdAt: '2025-03-01T10:05:00.000Z' }), listRow(40, StatusId.Paid, { slug: 'welder-oslo' })];
    mockFetch(({ url }) => (url === '/v1/client-offer/list/draft' ? jsonResponse(200, listAnswer(rows)) : undefined));
    renderRoutes(routes(), '/user/offers/draft/1');
    const copy = within(await screen.findByTestId('offer-row-41'));
    expect(copy.getByText('Welder, Oslo')).toBeTruthy();
    expect(screen.queryByText(/welder-oslo/)).toBeNull();
    expect(copy.getByText('No. 41')).toBeTruthy();
    expect(copy.getByText('01/03/2025 11:05')).toBeTruthy();
    const original = within(screen.getByTestId('offer-row-40'));
    expect(original.getByText('No. 40')).toBeTruthy();
    expect(original.getByText('01/03/2025 11:00')).toBeTruthy();
    expect(original.getByText('Ready for publication')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('shows the moderator’s reason on an offer sent back, and reads verified and in-verification offers', async () => {
    const rows = [
      listRow(50, StatusId.Draft, { moderation: { reason: 'Phone number in the description', at: '2026-11-29T10:00:00.000Z' } }),
      listRow(51, StatusId.Verified),
      listRow(52, StatusId.Verification, { allowedActions: ['edit', 'archive', 'duplicate', 'delete'] }),
    ];
    mockFetch(({ url }) => (url === '/v1/client-offer/list/draft' ? jsonResponse(200, listAnswer(rows)) : undefined));
    renderRoutes(routes(), '/user/offers/draft/1');
    const sentBack = within(await screen.findByTestId('offer-row-50'));
    expect(sentBack.getByTestId('moderation-note').textContent).toBe('Sent back by the moderator: Phone number in the description');
    const verified = within(screen.getByTestId('offer-row-51'));
    expect(verified.getByText('Verified')).toBeTruthy();
    expect(verified.queryByTestId('moderation-note')).toBeNull();
    expect(verified.getByRole('checkbox')).toBeTruthy();
    const waiting = within(screen.getByTestId('offer-row-52'));
    expect(waiting.getByText('In verification')).toBeTruthy();
    expect(waiting.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('shows the offers as cards with the same actions on a phone', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      const rows = [listRow(1, StatusId.Draft), listRow(7, StatusId.Paid, { offerStatistics: { numTotalApplied: 2, numUniquePreview: 5 } })];
      mockFetch(({ url }) => (url === '/v1/client-offer/list/draft' ? jsonResponse(200, listAnswer(rows)) : undefined));
      renderRoutes(routes(), '/user/offers/draft/1');
      const card = within(await screen.findByTestId('offer-row-7'));
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('list', { name: 'Offers' })).toBeTruthy();
      expect(screen.getByTestId('offer-row-7').tagName).toBe('LI');
      expect(card.getByRole('button', { name: 'Publish Welder, Oslo · #7' })).toBeTruthy();
      expect(card.getByRole('button', { name: 'Actions for Welder, Oslo · #7' })).toBeTruthy();
      expect(card.getByRole('link', { name: /applications to Welder, Oslo · #7/ })).toBeTruthy();
      expect(card.getByText('Visits')).toBeTruthy();
      expect(card.getByText('Oslo, Norway')).toBeTruthy();
      const draft = within(screen.getByTestId('offer-row-1'));
      expect(draft.getByRole('button', { name: 'Approve Welder, Oslo · #1' })).toBeTruthy();
      expect(draft.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' })).toBeTruthy();
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });

  it('shows the offers as a table on a wide screen', async () => {
    mockFetch(({ url }) => (url === '/v1/client-offer/list/draft' ? jsonResponse(200, listAnswer([listRow(1, StatusId.Draft)])) : undefined));
    renderRoutes(routes(), '/user/offers/draft/1');
    expect((await screen.findByTestId('offer-row-1')).tagName).toBe('TR');
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('shows exactly the actions the server sends with a row, so no approval where publication is paid', async () => {
    const rows = [listRow(1, StatusId.Draft, { allowedActions: ['edit', 'archive', 'duplicate', 'select'] })];
    mockFetch(({ url }) => (url === '/v1/client-offer/list/draft' ? jsonResponse(200, listAnswer(rows)) : undefined));
    renderRoutes(routes(), '/user/offers/draft/1');

    const row = within(await screen.findByTestId('offer-row-1'));
    expect(row.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(row.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' })).toBeTruthy();
    const menu = await openMenu('Welder, Oslo · #1');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Preview', 'Documents', 'Duplicate', 'Archive']);
  });

  it('keeps the cart’s publication item in step with the selected drafts, and pre-selects what the cart holds', async () => {
    // The cart starts with an offer of another page; the server's cart is what shows as selected.
    let inCart = ['uuid-40'];
    const calls = mockFetch(({ url, method, body }) => {
      if (url === '/v1/client-offer/list/draft') return jsonResponse(200, listAnswer([listRow(1, StatusId.Draft), listRow(3, StatusId.Draft)]));
      if (url === '/v1/shop/product') return jsonResponse(200, { items: [PUBLISH_OFFER] });
      if (url === '/v1/shop/cart/item' && method === 'PUT') {
        inCart = (JSON.parse(String(body)) as { cartItems: { items: { uuid: string }[] }[] }).cartItems[0]!.items.map((item) => item.uuid);
        return jsonResponse(200, cartAnswer([]));
      }
      if (url === '/v1/shop/cart') return jsonResponse(200, cartAnswer([cartGroup({ items: inCart.map((uuid, i) => cartItem({ id: i + 1, uuid })) })]));
      return undefined;
    });
    renderRoutes(routes(), '/user/offers/draft/1');
    expect(await screen.findByText('Offers selected for purchase: 1')).toBeTruthy();
    const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(String(c.body)) as unknown);

    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' }));
    expect(await screen.findByText('Offers selected for purchase: 2')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' }) as HTMLInputElement).checked).toBe(true));
    expect(puts()[0]).toEqual({ cartItems: [{ product: 'p-offer', items: [{ uuid: 'uuid-40' }, { uuid: 'uuid-1' }] }] });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #3 for purchase' }));
    expect(await screen.findByText('Offers selected for purchase: 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' }));
    expect(await screen.findByText('Offers selected for purchase: 2')).toBeTruthy();
    await waitFor(() => expect(inCart).toEqual(['uuid-40', 'uuid-3']));
    expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/user/cart');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));
    await waitFor(() => expect(screen.queryByText(/Offers selected for purchase/)).toBeNull());
    expect(inCart).toEqual([]);
  });

  it('keeps a chosen box ticked until the cart has reloaded, so the next click keeps the first choice', async () => {
    let inCart: string[] = [];
    let releaseReload: (() => void) | null = null;
    const calls = mockFetch(({ url, method, body }) => {
      if (url === '/v1/client-offer/list/draft') return jsonResponse(200, listAnswer([listRow(1, StatusId.Draft), listRow(3, StatusId.Draft)]));
      if (url === '/v1/shop/product') return jsonResponse(200, { items: [PUBLISH_OFFER] });
      if (url === '/v1/shop/cart/item' && method === 'PUT') {
        inCart = (JSON.parse(String(body)) as { cartItems: { items: { uuid: string }[] }[] }).cartItems[0]!.items.map((item) => item.uuid);
        return jsonResponse(200, cartAnswer([]));
      }
      if (url === '/v1/shop/cart') {
        const answer = () => jsonResponse(200, cartAnswer([cartGroup({ items: inCart.map((uuid, i) => cartItem({ id: i + 1, uuid })) })]));
        // The reload after the first change answers only when the test says so.
        if (inCart.length === 0 || releaseReload) return answer();
        return new Promise<Response>((resolve) => (releaseReload = () => resolve(answer())));
      }
      return undefined;
    });
    renderRoutes(routes(), '/user/offers/draft/1');
    const box = (id: number) => screen.getByRole('checkbox', { name: `Select Welder, Oslo · #${id} for purchase` }) as HTMLInputElement;
    await waitFor(() => expect(box(1).disabled).toBe(false));
    fireEvent.click(box(1));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await waitFor(() => expect(releaseReload).not.toBeNull());
    // The change is answered, the reload is not: the box stays ticked meanwhile.
    expect(box(1).checked).toBe(true);
    fireEvent.click(box(3));
    releaseReload!();
    await waitFor(() => expect(inCart).toEqual(['uuid-1', 'uuid-3']));
  });

  it('shows the server message when the cart refuses an offer, and shows the cart as it is', async () => {
    mockFetch(({ url, method }) => {
      if (url === '/v1/client-offer/list/draft') return jsonResponse(200, listAnswer([listRow(1, StatusId.Draft)]));
      if (url === '/v1/shop/product') return jsonResponse(200, { items: [PUBLISH_OFFER] });
      if (url === '/v1/shop/cart/item' && method === 'PUT') return jsonResponse(422, { message: 'The offer is already in a waiting order.', code: 'shop_item_in_open_order', formErrors: {} });
      if (url === '/v1/shop/cart') return jsonResponse(200, cartAnswer([]));
      return undefined;
    });
    renderRoutes(routes(), '/user/offers/draft/1');
    // The box waits until the cart is known.
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' }));
    expect(await screen.findByText('The offer is already in a waiting order.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select Welder, Oslo · #1 for purchase' }) as HTMLInputElement).checked).toBe(false));
  });

  it('duplicates after confirmation, then opens the copy when asked to edit it', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-offer/list/active') return jsonResponse(200, listAnswer([listRow(2, StatusId.Active)]));
      if (url === '/v1/client-offer/2/duplicate' && method === 'POST') return jsonResponse(201, { offer: { id: 99 } });
      return undefined;
    });
    const { router } = renderRoutes(routes(), '/user/offers/active/1');

    fireEvent.click(within(await openMenu('Welder, Oslo · #2')).getByRole('menuitem', { name: 'Duplicate' }));
    const first = await screen.findByRole('dialog', { name: 'Duplicate the offer' });
    expect(within(first).getByText('Create a copy of the offer Welder, Oslo · #2?')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/duplicate'))).toBe(false);
    fireEvent.click(within(first).getByRole('button', { name: 'Duplicate' }));

    const second = await screen.findByRole('dialog', { name: 'The copy is ready' });
    // The copy is named with its own number: the title alone would not tell it from the original.
    expect(within(second).getByText('The copy Welder, Oslo · #99 has been placed in the Drafts tab. Do you want to edit it now?')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/offer/edit/99'));
  });

  it('reloads the list when the copy is not to be edited now', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/v1/client-offer/list/active') return jsonResponse(200, listAnswer([listRow(2, StatusId.Active)]));
      if (url === '/v1/client-offer/2/duplicate') return jsonResponse(201, { offer: { id: 99 } });
      return undefined;
    });
    const { router } = renderRoutes(routes(), '/user/offers/active/1');
    fireEvent.click(within(await openMenu('Welder, Oslo · #2')).getByRole('menuitem', { name: 'Duplicate' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Duplicate the offer' })).getByRole('button', { name: 'Duplicate' }));
    const before = listCalls(calls).length;
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'The copy is ready' })).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(router.state.location.pathname).toBe('/user/offers/active/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says archiving cannot be undone, shows the server message of a refusal and reloads', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/v1/client-offer/list/active') return jsonResponse(200, listAnswer([listRow(2, StatusId.Active)]));
      if (url === '/v1/client-offer/2/archived') return jsonResponse(409, { message: 'This offer is already archived.', code: 'offer_cannot_be_archived', formErrors: {} });
      return undefined;
    });
    renderRoutes(routes(), '/user/offers/active/1');
    fireEvent.click(within(await openMenu('Welder, Oslo · #2')).getByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive the offer' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    const before = listCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('This offer is already archived.')).toBeTruthy();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('publishes an offer ready for publication after confirmation and reloads', async () => {
    let published = false;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-offer/list/draft') return jsonResponse(200, listAnswer(published ? [] : [listRow(7, StatusId.Paid)]));
      if (url === '/v1/client-offer/7/publish' && method === 'PATCH') {
        published = true;
        return jsonResponse(200, { offer: { id: 7, status: { id: 2 }, publicationAt: '2025-03-02T00:00:00Z', endPublicationAt: '2025-04-01T00:00:00Z' } });
      }
      return undefined;
    });
    renderRoutes(routes(), '/user/offers/draft/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Welder, Oslo · #7' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Publish the offer' })).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('The offer has been published.')).toBeTruthy();
    expect(await screen.findByText('There are no offers on this list.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/v1/client-offer/7/publish')).toHaveLength(1);
  });

  it('deletes a draft after a confirmation naming it, once however often the button is pressed, and reloads', async () => {
    let deleted = false;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-offer/list/draft') return jsonResponse(200, listAnswer(deleted ? [] : [listRow(1, StatusId.Draft)]));
      if (url === '/v1/client-offer/1' && method === 'DELETE') {
        deleted = true;
        return jsonResponse(204, undefined);
      }
      return undefined;
    });
    renderRoutes(routes(), '/user/offers/draft/1');
    fireEvent.click(within(await openMenu('Welder, Oslo · #1')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the draft' });
    expect(within(dialog).getByText('Delete the draft Welder, Oslo · #1? It cannot be restored.')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByText('The draft has been deleted.')).toBeTruthy();
    expect(await screen.findByText('There are no offers on this list.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('offers no delete on an offer past the drafts', async () => {
    mockFetch(({ url }) => (url === '/v1/client-offer/list/active' ? jsonResponse(200, listAnswer([listRow(2, StatusId.Active)])) : undefined));
    renderRoutes(routes(), '/user/offers/active/1');
    const menu = await openMenu('Welder, Oslo · #2');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('approves once on a double click and says the offer is published when the approval published it', async () => {
    let approved = false;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-offer/list/draft') return jsonResponse(200, listAnswer(approved ? [] : [listRow(1, StatusId.Draft)]));
      if (url === '/v1/client-offer/1/approved' && method === 'PATCH') {
        approved = true;
        return jsonResponse(200, { offer: { id: 1, status: { id: 2 }, publicationAt: '2025-03-02T00:00:00Z', endPublicationAt: '2025-04-01T00:00:00Z' } });
      }
      return undefined;
    });
    renderRoutes(routes(), '/user/offers/draft/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Welder, Oslo · #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the offer' });
    expect(within(dialog).getByText('Approve the offer Welder, Oslo · #1 for publication?')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Approve' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByText('The offer has been approved and published.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/v1/client-offer/1/approved')).toHaveLength(1);
  });
});
