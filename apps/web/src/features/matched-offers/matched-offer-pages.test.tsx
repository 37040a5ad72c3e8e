import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { marketToday } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { MATCHED_PRIMARY, cappedMatch, matchedOffer } from '@/testing/matched-offers';
import { profileFixture } from '@/testing/wizard';
import { MatchedOffersPage } from './matched-offer-pages';

type Answers = Record<string, (call: FetchCall) => Response>;

function renderPage(answers: Answers = {}, profile = profileFixture({ status: { id: 2 }, wizardStep: 0 })) {
  const session = signedInHandler();
  const calls = mockFetch((call) => {
    const own = answers[`${call.method} ${call.url}`];
    if (own) return own(call);
    if (call.url === '/v1/candidate-profile/show') return jsonResponse(200, profile);
    if (call.url === '/v1/candidate-offer/list-matched/primary') return jsonResponse(200, MATCHED_PRIMARY);
    return session(call);
  });
  const view = renderRoutes([{ path: '/offers-matched', Component: MatchedOffersPage }], '/offers-matched');
  return { calls, ...view };
}

const list = (items: unknown[]) => () => jsonResponse(200, { items });
const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;

describe('matched offers page', () => {
  afterEach(resetBrowserState);

  it('shows the explanation and the matched offers best first, each with its score and a link that carries the match', async () => {
    renderPage({ 'GET /v1/candidate-offer/list-matched': list([matchedOffer(1, { score: 92 }), matchedOffer(2, { score: 64 })]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers matched to you' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'How matching works' })).toBeTruthy();
    expect(screen.getByText('The best matches come first.')).toBeTruthy();
    const cards = await screen.findAllByTestId('matched-offer');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Match: 92 of 100' })).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByRole('img', { name: 'Match: 64 of 100' })).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Welder 1' }).getAttribute('href')).toBe('/offer/1-welder-bergen-1?matched=match-1');
  });

  it('opens "how you match" with every dimension, its bar, points, whether it is met, the knock-out and every hint, and says what capped the score', async () => {
    renderPage({ 'GET /v1/candidate-offer/list-matched': list([cappedMatch(1)]) });
    const toggle = await screen.findByRole('button', { name: 'How you match' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('score-breakdown')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('score-capped').textContent).toBe(
      'Capped at 40 (the parts add up to 72) because the offer requires what you do not have yet: SEP E1, UDT forklift and English B1.',
    );
    const languages = within(screen.getByTestId('breakdown-languages'));
    expect(languages.getByText('Languages')).toBeTruthy();
    expect(languages.getByRole('progressbar', { name: 'Languages: 0 of 100' })).toBeTruthy();
    expect(languages.getByRole('img', { name: 'Not met' })).toBeTruthy();
    expect(languages.getByText('Rules you out')).toBeTruthy();
    expect(languages.getByText('0/8 pts')).toBeTruthy();
    expect(languages.getByText('Add English at B1 or higher')).toBeTruthy();
    // Both required certificates are named, each marked as required; the nice-to-have as such.
    const certificates = within(screen.getByTestId('breakdown-certificates'));
    expect(certificates.getByText('Add the certificate: SEP E1')).toBeTruthy();
    expect(certificates.getByText('Add the certificate: UDT forklift')).toBeTruthy();
    expect(certificates.getAllByText('Required')).toHaveLength(2);
    expect(certificates.getByText('Nice to have')).toBeTruthy();
    const profession = within(screen.getByTestId('breakdown-profession'));
    expect(profession.getByRole('img', { name: 'Met' })).toBeTruthy();
    expect(profession.getByText('25/25 pts')).toBeTruthy();
    expect(profession.queryByText('Rules you out')).toBeNull();
  });

  it('says the parts add up to the score when nothing capped it, and words hints with the language’s numbers, plurals and dates', async () => {
    renderPage({ 'GET /v1/candidate-offer/list-matched': list([matchedOffer(1)]) });
    fireEvent.click(await screen.findByRole('button', { name: 'How you match' }));
    expect(screen.getByTestId('score-sum').textContent).toBe('The parts add up to your score: 87.');
    expect(screen.queryByTestId('score-capped')).toBeNull();
    expect(within(screen.getByTestId('breakdown-skillsProfessionals')).getByText('The offer asks for Timber framing rated 3.5 or higher; you rated it 2')).toBeTruthy();
    expect(within(screen.getByTestId('breakdown-experience')).getByText('The offer asks for at least 4 years of work in this profession')).toBeTruthy();
    expect(within(screen.getByTestId('breakdown-availability')).getByText('The job starts on 1 December 2026: set a start date on or before that day')).toBeTruthy();
    // A missing nice-to-have leaves its dimension met.
    expect(within(screen.getByTestId('breakdown-languages')).getByRole('img', { name: 'Met' })).toBeTruthy();
  });

  it('lists the documents for the destination under "how you match", with how to get the missing ones', async () => {
    renderPage({ 'GET /v1/candidate-offer/list-matched': list([matchedOffer(1)]) });
    fireEvent.click(await screen.findByRole('button', { name: 'How you match' }));
    expect(screen.getByText('1/2 documents')).toBeTruthy();
    const documents = within(screen.getByRole('list', { name: 'Documents for the destination' }));
    expect(documents.getByText('D number')).toBeTruthy();
    expect(documents.getByText('Apply for a tax deduction card at skatteetaten.no.')).toBeTruthy();
    expect(documents.queryByText('Book an ID check at a tax office.')).toBeNull();
  });

  it('shows the three apply states: can apply, you are interested, cannot apply', async () => {
    renderPage({
      'GET /v1/candidate-offer/list-matched': list([
        matchedOffer(1),
        matchedOffer(2, { isApplied: true, allowMatchApply: false }),
        matchedOffer(3, { allowMatchApply: false }),
      ]),
    });
    const cards = (await screen.findAllByTestId('matched-offer')) as HTMLElement[];
    const [open, applied, refused] = cards.map((card) => within(card).getByTestId('match-apply'));
    expect(open?.textContent).toContain('Apply');
    expect(open?.hasAttribute('disabled')).toBe(false);
    expect(applied?.textContent).toContain('You are interested');
    expect(applied?.hasAttribute('disabled')).toBe(true);
    expect(refused?.textContent).toContain('Apply');
    expect(refused?.hasAttribute('disabled')).toBe(true);
    expect(within(cards[2] as HTMLElement).getByText('You cannot apply to this offer.')).toBeTruthy();
    // Only an offer open to applying carries the match id.
    expect(within(cards[2] as HTMLElement).getByRole('link', { name: 'Welder 3' }).getAttribute('href')).toBe('/offer/3-welder-bergen-3');
  });

  it('applies to the match directly, then marks it applied and says so', async () => {
    const { calls } = renderPage({
      'GET /v1/candidate-offer/list-matched': list([matchedOffer(1)]),
      'POST /v1/candidate-offer/matched/match-1/apply': () => jsonResponse(200, {}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application has been sent to the employer.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('match-apply').textContent).toContain('You are interested'));
    expect(calls.filter((call) => call.url === '/v1/candidate-offer/matched/match-1/apply')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/v1/candidate-offer/list-matched')).toHaveLength(1);
  });

  it("shows the server's message when applying fails, and an earlier application as applied", async () => {
    renderPage({
      'GET /v1/candidate-offer/list-matched': list([matchedOffer(1)]),
      'POST /v1/candidate-offer/matched/match-1/apply': () => jsonResponse(409, { message: 'You have already applied for this offer.', code: 'already_applied', formErrors: {} }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already applied for this offer.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('match-apply').textContent).toContain('You are interested'));
  });

  it('shows where an earlier application stands instead of the apply button, leading to all of them', async () => {
    const application = {
      id: 41,
      offer: { id: 1, slug: 'welder-bergen-1', title: 'Welder 1', employer: 'Fjordbygg', country: 'Norway', city: 'Bergen', isActive: true },
      appliedAt: '2026-11-02T09:00:00.000Z',
      availableFrom: null,
      stage: { id: 'shortlisted', title: 'Shortlisted for a meeting' },
      history: [{ stage: { id: 'shortlisted', title: 'Shortlisted for a meeting' }, at: '2026-11-02T09:00:00.000Z' }],
      withdrawnAt: null,
      canWithdraw: true,
    };
    renderPage({
      'GET /v1/candidate-offer/list-matched': list([matchedOffer(1, { isApplied: true })]),
      'GET /v1/candidate/applications': () => jsonResponse(200, { items: [application] }),
    });
    const link = await screen.findByRole('link', { name: 'Applied: Shortlisted for a meeting' });
    expect(link.getAttribute('href')).toBe('/user/applications');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows the empty message', async () => {
    renderPage({ 'GET /v1/candidate-offer/list-matched': list([]) });
    expect(await screen.findByText('No offers match your profile yet.')).toBeTruthy();
  });

  it('says so when the list cannot load', async () => {
    renderPage({ 'GET /v1/candidate-offer/list-matched': () => jsonResponse(500, { message: 'Boom', code: 'unexpected_error', formErrors: {} }) });
    expect(await screen.findByText('The matched offers could not be loaded. Try again in a moment.')).toBeTruthy();
  });

  it('shows placeholders while the list loads', async () => {
    renderPage({ 'GET /v1/candidate-offer/list-matched': () => new Promise<Response>(() => undefined) as unknown as Response });
    expect(await screen.findByTestId('matched-offers-loading')).toBeTruthy();
  });

  it('saves a status on change, without a date', async () => {
    const { calls } = renderPage({
      'GET /v1/candidate-offer/list-matched': list([]),
      'POST /v1/candidate-profile/wizard/5': () => jsonResponse(200, profileFixture({ status: { id: 2 }, wizardStep: 0, availableStatus: { id: 1, title: 'Looking for work' } })),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Looking for work' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/candidate-profile/wizard/5')).toBe(true));
    expect(bodyOf(calls.find((call) => call.url === '/v1/candidate-profile/wizard/5'))).toEqual({ availableStatus: 1 });
    expect(await screen.findByText('Your availability has been saved.')).toBeTruthy();
    // The matched list reloads: the status changes what is matched.
    await waitFor(() => expect(calls.filter((call) => call.url === '/v1/candidate-offer/list-matched').length).toBe(2));
  });

  it('asks status 2 for a date, today by default, and sends nothing without one', async () => {
    const today = marketToday(new Date());
    const { calls } = renderPage({
      'GET /v1/candidate-offer/list-matched': list([]),
      'POST /v1/candidate-profile/wizard/5': () => jsonResponse(200, profileFixture({ status: { id: 2 }, wizardStep: 0 })),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Available from a date' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/candidate-profile/wizard/5')).toBe(true));
    expect(bodyOf(calls.find((call) => call.url === '/v1/candidate-profile/wizard/5'))).toEqual({ availableStatus: 2, availableFrom: today });
    expect(screen.getByText('Available from')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Clear the date' }));
    expect(await screen.findByText('Choose the date from which you are available (today or later)')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/candidate-profile/wizard/5')).toHaveLength(1);
  });
});
