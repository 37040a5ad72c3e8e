import { type PipelineItem, StatusId } from '@trades/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offerDetail } from '@/testing/offers';
import { pipelineAnswer, pipelineCandidate, pipelineItem } from '@/testing/offer-candidates';
import { PROFILE, cartAnswer, cartGroup, cartItem } from '@/testing/shop';
import { type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { OfferCandidatesPage } from './offer-candidates-page';

const routes = () => [{ path: '/user/offer/candidates/:offerId', Component: OfferCandidatesPage }];
const OFFER = offerDetail(5, { profession: { id: 20, title: 'Welder' }, slug: 'welder-bergen-5' });

type Lists = Partial<Record<string, PipelineItem[]>>;

/** Answers the offer, each tab's list (by path) and status updates; records every call. */
function pipelineApi(
  lists: Lists,
  {
    update = (status: number) => jsonResponse(200, { id: 1, status: { id: status, title: 'x' } }),
    bulk = () => jsonResponse(200, {}),
    other = (_call: FetchCall): Response | undefined => undefined,
  } = {},
) {
  return mockFetch((call) => {
    const answer = other(call);
    if (answer) return answer;
    if (call.url === '/v1/client-offer/5/show') return jsonResponse(200, OFFER);
    const list = /^\/v1\/client-offer\/5\/([a-z-]+)\/list$/.exec(call.url);
    if (list) return jsonResponse(200, pipelineAnswer(lists[list[1]!] ?? []));
    if (/^\/v1\/client-offer\/applied\/\d+\/update$/.test(call.url)) return update(JSON.parse(String(call.body)).status);
    if (call.url === '/v1/client-offer/applied/bulk-update') return bulk();
    if (/^\/v1\/client-offer\/applied\/\d+\/history$/.test(call.url)) {
      return jsonResponse(200, { items: [{ from: null, to: { id: 8, title: 'New' }, changedAt: '2026-11-20T10:00:00.000Z', changedBy: null }] });
    }
    return undefined;
  });
}

const listCalls = (calls: FetchCall[], path: string) => calls.filter((c) => c.url === `/v1/client-offer/5/${path}/list`);
const posts = (calls: FetchCall[], pattern: RegExp) => calls.filter((c) => c.method === 'POST' && pattern.test(c.url)).map((c) => JSON.parse(String(c.body)) as unknown);

async function openPanel(id: number) {
  fireEvent.click(within(await screen.findByTestId(`candidate-card-${id}`)).getByTestId('candidate-open'));
  return screen.findByRole('dialog');
}

afterEach(() => resetBrowserState());

describe('offer candidates page', () => {
  it('opens the tab of the hash, shows every count, and keeps the chosen tab in the hash', async () => {
    const calls = pipelineApi({ applications: [pipelineItem(1)], 'for-analysis': [pipelineItem(2, StatusId.ForAnalysis)] });
    const { router } = renderRoutes(routes(), '/user/offer/candidates/5#selfApplications');

    // Named as people name it, with its number: never the slug.
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates: Welder, Bergen' })).toBeTruthy();
    expect(screen.getByTestId('pipeline-offer-number').textContent).toBe('Offer #5');
    expect(screen.queryByText('welder-bergen-5')).toBeNull();
    expect(await screen.findByTestId('candidate-card-1')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    // One name per stage: the same words as the menus, badges and history.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['New2', 'For analysis1', 'To meet0', 'Offer presented0', 'Hired3', 'Not fit0']);
    expect(screen.getByTestId('pipeline-count-hired').textContent).toBe('3');
    expect(screen.getByRole('tab', { name: /^New/ }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: /For analysis/ }));
    await waitFor(() => expect(router.state.location.hash).toBe('#forAnalysis'));
    expect(router.state.location.pathname).toBe('/user/offer/candidates/5');
    expect(await screen.findByTestId('candidate-card-2')).toBeTruthy();
    expect(listCalls(calls, 'for-analysis')).toHaveLength(1);
  });

  it('offers the document buttons, the tab pack only when the tab has candidates, and a PDF icon per card', async () => {
    pipelineApi({ applications: [pipelineItem(1)] });
    const { router } = renderRoutes(routes(), '/user/offer/candidates/5');
    const card = await screen.findByTestId('candidate-card-1');
    expect(within(card).getByRole('button', { name: 'Download PDF of Jan1 Kowalski' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List of documents for download' }).getAttribute('href')).toBe('/user/offer/5/documents');
    expect(screen.getByRole('button', { name: 'Generate downloadable documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate all downloadable documents' })).toBeTruthy();

    await act(() => router.navigate({ hash: '#itSuits' }));
    expect(await screen.findByText('There are no candidates in this tab yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate downloadable documents' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate all downloadable documents' })).toBeTruthy();
  });

  it('starts on the first tab without a hash, and says when a tab is empty', async () => {
    const calls = pipelineApi({});
    renderRoutes(routes(), '/user/offer/candidates/5');
    expect(await screen.findByText('There are no candidates in this tab yet.')).toBeTruthy();
    expect(listCalls(calls, 'applications')).toHaveLength(1);
  });

  it('marks new cards (status 8) with one highlighted stage badge, with the fit and the available-from date', async () => {
    pipelineApi({ applications: [pipelineItem(1, StatusId.New, { score: 87 }), pipelineItem(2, StatusId.Indefinite, { score: null })] });
    renderRoutes(routes(), '/user/offer/candidates/5');
    const fresh = within(await screen.findByTestId('candidate-card-1'));
    expect(fresh.getByText('Candidate')).toBeTruthy();
    expect(fresh.getByRole('heading', { name: 'Jan1 Kowalski' })).toBeTruthy();
    expect(fresh.getByTestId('candidate-new').textContent).toBe('New');
    expect(fresh.getByTestId('candidate-new').getAttribute('title')).toBe('Not opened yet');
    // Never "NEW" beside "New": the stage badge is the only one.
    expect(fresh.queryByTestId('candidate-status')).toBeNull();
    expect(fresh.getAllByText(/^new$/i)).toHaveLength(1);
    expect(fresh.getByTestId('candidate-fit').textContent).toBe('Fit 87%');
    expect(fresh.getByTestId('candidate-available-from').textContent).toBe('Available from 01/12/2026');
    const opened = within(screen.getByTestId('candidate-card-2'));
    expect(opened.queryByTestId('candidate-new')).toBeNull();
    expect(opened.getByTestId('candidate-status').textContent).toBe('New');
    expect(opened.queryByTestId('candidate-fit')).toBeNull();
  });

  it('shows how many of the destination’s documents each candidate holds', async () => {
    pipelineApi({ applications: [pipelineItem(1, StatusId.New), pipelineItem(2, StatusId.New, { readiness: { have: 2, total: 2 } }), pipelineItem(3, StatusId.New, { readiness: null })] });
    renderRoutes(routes(), '/user/offer/candidates/5');
    expect(within(await screen.findByTestId('candidate-card-1')).getByTestId('candidate-documents').textContent).toBe('3/5 documents');
    expect(within(screen.getByTestId('candidate-card-2')).getByTestId('candidate-documents').textContent).toBe('2/2 documents');
    expect(within(screen.getByTestId('candidate-card-3')).queryByTestId('candidate-documents')).toBeNull();
  });

  it('moves a new card to 12 on its first open, shows the new status, and opens on the Offer tab after closing', async () => {
    const calls = pipelineApi({ applications: [pipelineItem(1, StatusId.New), pipelineItem(2, StatusId.Indefinite)] });
    renderRoutes(routes(), '/user/offer/candidates/5');

    const panel = within(await openPanel(1));
    await waitFor(() => expect(posts(calls, /applied\/1\/update$/)).toEqual([{ status: StatusId.Indefinite }]));
    // Opened, the card stays in the first stage: its badge is no longer highlighted.
    await waitFor(() => expect(panel.getByTestId('candidate-status').textContent).toBe('New'));
    expect(panel.getByRole('tab', { name: 'Offer' }).getAttribute('aria-selected')).toBe('true');
    expect(panel.getByText('Experience class')).toBeTruthy();
    expect(await panel.findByTestId('history-entry')).toBeTruthy();

    fireEvent.click(panel.getByRole('tab', { name: 'Fit' }));
    expect(panel.getByTestId('panel-fit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Close the candidate's details" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A card already opened (12) sends nothing; the panel is back on the Offer tab.
    const again = within(await openPanel(2));
    expect(again.getByRole('tab', { name: 'Offer' }).getAttribute('aria-selected')).toBe('true');
    expect(posts(calls, /applied\/2\/update$/)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: "Close the candidate's details" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Reopened before its tab reloads, the first card is not sent again.
    await openPanel(1);
    expect(posts(calls, /applied\/1\/update$/)).toHaveLength(1);
  });

  it('keeps an erased candidate’s card as "Deleted candidate", with a note instead of the profile and nothing to buy', async () => {
    const erased = pipelineCandidate({ uuid: '', firstName: 'Deleted candidate', lastName: '', allowBought: false, email: null, phones: [], candidateProfile: {}, erased: true });
    pipelineApi({ 'for-analysis': [pipelineItem(3, StatusId.ForAnalysis, { candidateApplied: erased, score: null })] });
    renderRoutes(routes(), '/user/offer/candidates/5#forAnalysis');

    expect((await screen.findByTestId('candidate-open')).textContent).toBe('Deleted candidate');
    const panel = within(await openPanel(3));
    fireEvent.click(panel.getByRole('tab', { name: 'User profile' }));
    expect((await panel.findByTestId('panel-profile-erased')).textContent).toContain("This candidate's account was deleted.");
    fireEvent.click(panel.getByRole('tab', { name: 'Fit' }));
    expect(panel.queryByTestId('fit-add-to-cart')).toBeNull();
    expect(await panel.findByTestId('history-entry')).toBeTruthy();
  });

  it('moves one card from its status menu, offers every stage but the current one, and undoes the move from the toast', async () => {
    const calls = pipelineApi({ applications: [pipelineItem(1, StatusId.Indefinite)] });
    renderRoutes(routes(), '/user/offer/candidates/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Change the status of Jan1 Kowalski' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['For analysis', 'To meet', 'Offer presented', 'Hired', 'Not fit']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'To meet' }));
    await waitFor(() => expect(posts(calls, /applied\/1\/update$/)).toEqual([{ status: StatusId.ItSuits }]));
    const toast = within(await screen.findByTestId('move-toast'));
    expect(toast.getByText('Jan1 Kowalski moved to: To meet')).toBeTruthy();
    expect(toast.getByText('The candidate will get an e-mail in 5 minutes, unless you undo the move.')).toBeTruthy();
    // The tab and its counts reload.
    await waitFor(() => expect(listCalls(calls, 'applications').length).toBeGreaterThan(1));

    // Undo takes the card back to where it was, once however often it is clicked.
    const undo = toast.getByRole('button', { name: 'Undo' });
    fireEvent.click(undo);
    fireEvent.click(undo);
    await waitFor(() => expect(posts(calls, /applied\/1\/update$/)).toEqual([{ status: StatusId.ItSuits }, { status: StatusId.Indefinite }]));
    expect(await screen.findByText('Move undone.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('move-toast')).toBeNull());
  });

  it('bulk-moves the selected cards after a confirmation for Not fit, reloads the tab, and undoes the move from the toast', async () => {
    const calls = pipelineApi({ applications: [pipelineItem(1), pipelineItem(2), pipelineItem(3)] });
    renderRoutes(routes(), '/user/offer/candidates/5');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Jan1 Kowalski' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Jan3 Kowalski' }));
    expect(screen.getByText('Selected: 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move selected' }));
    const targets = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    // The cards are all in "New": it is not offered.
    expect(targets.map((item) => item.textContent)).toEqual(['For analysis', 'To meet', 'Offer presented', 'Hired', 'Not fit']);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Not fit' }));
    // "Not fit" is asked first, with the count and when the candidates hear of it.
    const confirm = within(await screen.findByRole('dialog', { name: 'Move 2 candidates to Not fit?' }));
    expect(confirm.getByText('Candidates who applied will be told by e-mail in 5 minutes. Until then you can undo the move and nobody is told.')).toBeTruthy();
    expect(posts(calls, /bulk-update$/)).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Move to Not fit' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Move to Not fit' }));
    await waitFor(() => expect(posts(calls, /bulk-update$/)).toEqual([{ ids: [1, 3], status: StatusId.DoesNotFit }]));
    const toast = within(await screen.findByTestId('move-toast'));
    expect(toast.getByText('Candidates moved to Not fit: 2')).toBeTruthy();
    expect(toast.getByText('Candidates who applied will get an e-mail in 5 minutes, unless you undo the move.')).toBeTruthy();
    // Undo: the cards came from "New" (one never opened): they go back to it, opened.
    fireEvent.click(toast.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(posts(calls, /bulk-update$/)).toEqual([{ ids: [1, 3], status: StatusId.DoesNotFit }, { ids: [1, 3], status: StatusId.Indefinite }]));
    expect(await screen.findByText('Move undone.')).toBeTruthy();
    await waitFor(() => expect(listCalls(calls, 'applications').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByText('Selected: 2')).toBeNull());
  });

  it('shows the server message when a bulk move is refused', async () => {
    pipelineApi(
      { applications: [pipelineItem(1), pipelineItem(2), pipelineItem(3)] },
      { bulk: () => jsonResponse(422, { message: 'Those candidates cannot be moved.', code: 'invalid_value', formErrors: {} }) },
    );
    renderRoutes(routes(), '/user/offer/candidates/5');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all in this tab' }));
    expect(screen.getByText('Selected: 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move selected' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Hired' }));
    expect(await screen.findByText('Those candidates cannot be moved.')).toBeTruthy();
  });

  it('tells the history by stage names: the application, the first open and each move with who made it', async () => {
    const entry = (from: number | null, to: number, changedBy: string | null, actor: 'application' | 'employer') => ({
      from: from === null ? null : { id: from, title: 'x' },
      to: { id: to, title: 'x' },
      changedAt: '2026-11-20T10:00:00.000Z',
      changedBy,
      actor,
    });
    pipelineApi(
      { 'not-fit': [pipelineItem(4, StatusId.DoesNotFit)] },
      {
        other: ({ url }) =>
          url === '/v1/client-offer/applied/4/history'
            ? jsonResponse(200, {
                items: [
                  entry(null, StatusId.New, null, 'application'),
                  entry(StatusId.New, StatusId.Indefinite, 'Ingrid Hansen', 'employer'),
                  entry(StatusId.Indefinite, StatusId.DoesNotFit, 'Ingrid Hansen', 'employer'),
                  entry(StatusId.DoesNotFit, StatusId.ForAnalysis, null, 'employer'),
                ],
              })
            : undefined,
      },
    );
    renderRoutes(routes(), '/user/offer/candidates/5#notFit');
    const panel = within(await openPanel(4));
    await panel.findAllByTestId('history-entry');
    const lines = panel.getAllByTestId('history-entry').map((line) => line.textContent?.replace(/ · [^·]+ · /, ' · '));
    expect(lines).toEqual(['New · Candidate’s application', 'Opened · Ingrid Hansen', 'New → Not fit · Ingrid Hansen', 'Not fit → For analysis · A removed user']);
  });

  it('shows a perfect fit with check and cross icons, and no purchase for a profile already seen', async () => {
    const rows = [
      { title: 'Fillet welds', rating: 3, candidateRating: 4, isRequired: true, kind: 'professional' as const, met: true },
      { title: 'TIG welding', rating: 4, candidateRating: null, isRequired: false, kind: 'professional' as const, met: false },
      { title: 'Reading technical drawings', rating: null, candidateRating: null, isRequired: true, kind: 'technical' as const, met: true },
    ];
    pipelineApi({
      applications: [
        pipelineItem(1, StatusId.Indefinite, { score: 96, fitVerdict: 'perfect', partsScore: 96, skillsComparison: rows }),
        pipelineItem(2, StatusId.Indefinite, { score: 94, fitVerdict: 'good', partsScore: 94 }),
      ],
    });
    renderRoutes(routes(), '/user/offer/candidates/5');

    const panel = within(await openPanel(1));
    fireEvent.click(panel.getByRole('tab', { name: 'Fit' }));
    expect(panel.getByTestId('fit-verdict').textContent).toContain('Perfect candidate');
    expect(panel.getByTestId('fit-score').textContent).toBe('96%');
    expect(panel.getAllByRole('img', { name: 'Meets the requirement' })).toHaveLength(2);
    expect(panel.getAllByRole('img', { name: 'Does not meet the requirement' })).toHaveLength(1);
    expect(panel.getByRole('heading', { name: 'Required professional skills' })).toBeTruthy();
    expect(panel.getByRole('heading', { name: 'Nice-to-have professional skills' })).toBeTruthy();
    expect(panel.getByRole('heading', { name: 'Required technical skills' })).toBeTruthy();
    expect(panel.getByRole('img', { name: 'Level 4 of 5' })).toBeTruthy();
    expect(panel.getByText('The candidate has this skill')).toBeTruthy();
    expect(panel.getByText('The candidate does not have this skill')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(panel.getByText("You already see this candidate's full profile.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Close the candidate's details" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const other = within(await openPanel(2));
    fireEvent.click(other.getByRole('tab', { name: 'Fit' }));
    expect(other.getByTestId('fit-verdict').textContent).toContain('Good fit');
    expect(other.queryByText('Perfect candidate')).toBeNull();
  });

  it('shows the profile with phones prefixed by +, and hides a matched candidate\'s contacts', async () => {
    const matched = pipelineItem(2, StatusId.Indefinite, {
      candidateApplied: null,
      appliedAt: null,
      memberCandidate: pipelineCandidate({ firstName: 'Ola', lastName: 'Nordmann', allowBought: true, email: null, phones: [] }),
    });
    pipelineApi({ applications: [pipelineItem(1, StatusId.Indefinite), matched] });
    renderRoutes(routes(), '/user/offer/candidates/5');

    const panel = within(await openPanel(1));
    fireEvent.click(panel.getByRole('tab', { name: 'User profile' }));
    expect(panel.getByTestId('candidate-phone').textContent).toBe('+48 600 100 200');
    expect(panel.getByTestId('candidate-email').textContent).toBe('jan@example.com');
    expect(panel.getAllByText('Poland', { selector: 'dd' })).toHaveLength(2);
    expect(panel.getByText('English: B1')).toBeTruthy();
    expect(panel.getByRole('img', { name: 'Level 3.5 of 5' })).toBeTruthy();
    expect(panel.getByText('Aker')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Close the candidate's details" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const other = within(await openPanel(2));
    fireEvent.click(other.getByRole('tab', { name: 'User profile' }));
    expect(other.getByTestId('contacts-hidden').textContent).toContain('once the candidate applies');
    expect(other.queryByTestId('candidate-phone')).toBeNull();
  });

  it('adds a matched candidate\'s profile to the cart from the Fit tab, then leads to the cart', async () => {
    const matched = pipelineItem(2, StatusId.Indefinite, {
      candidateApplied: null,
      appliedAt: null,
      memberCandidate: pipelineCandidate({ uuid: 'cand-2', firstName: 'Ola', lastName: 'Nordmann', allowBought: true, email: null, phones: [] }),
    });
    let inCart = false;
    const calls = pipelineApi(
      { applications: [matched] },
      {
        other: ({ url }) => {
          if (url === '/v1/shop/product') return jsonResponse(200, { items: [PROFILE] });
          if (url === '/v1/shop/cart/item/add') {
            inCart = true;
            return jsonResponse(200, cartAnswer([]));
          }
          const group = cartGroup({ uuid: 'p-profile', type: 'candidate_profile_assignment', items: [cartItem({ id: 1, uuid: 'cand-2' })] });
          if (url === '/v1/shop/cart') return jsonResponse(200, cartAnswer(inCart ? [group] : []));
          return undefined;
        },
      },
    );
    renderRoutes(routes(), '/user/offer/candidates/5');

    const panel = within(await openPanel(2));
    fireEvent.click(panel.getByRole('tab', { name: 'Fit' }));
    expect(panel.getByText("Buy the candidate's full profile with contact details.")).toBeTruthy();
    const add = panel.getByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    expect(await panel.findByText('The profile is in the cart.')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/user/cart');
    expect(posts(calls, /\/v1\/shop\/cart\/item\/add$/)).toEqual([{ cartItems: [{ product: 'p-profile', items: [{ uuid: 'cand-2' }] }] }]);
  });

  it('opens the panel over the whole screen on a phone', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    const drawerSize = (dialog: HTMLElement) => (dialog.closest('.mantine-Drawer-root') as HTMLElement).style.getPropertyValue('--drawer-size');
    pipelineApi({ applications: [pipelineItem(1, StatusId.Indefinite)] });
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      renderRoutes(routes(), '/user/offer/candidates/5');
      expect(drawerSize(await openPanel(1))).toBe('100%');
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });

  it('shows the not-found page for an offer that is not the employer\'s', async () => {
    mockFetch(() => jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} }));
    renderRoutes(routes(), '/user/offer/candidates/5');
    expect(await screen.findByText('404')).toBeTruthy();
  });
});
