import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CandidateProfileShow, type OfferDetail, marketToday } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { completeProfile, offerDetail } from '@/testing/offers';
import { OfferDetailPage } from './offer-pages';

type Answers = Record<string, (call: FetchCall) => Response>;

function renderOffer(url: string, { offer = offerDetail(7, { allowApply: true }), profile = completeProfile(), answers = {} }: { offer?: OfferDetail; profile?: CandidateProfileShow; answers?: Answers } = {}) {
  const session = signedInHandler();
  const calls = mockFetch((call) => {
    const own = answers[`${call.method} ${call.url}`];
    if (own) return own(call);
    if (call.url === '/v1/offer/7') return jsonResponse(200, offer);
    if (call.url === '/v1/candidate-profile/show') return jsonResponse(200, profile);
    return session(call);
  });
  const { router } = renderRoutes([{ path: '/offer/:offerSlug', Component: OfferDetailPage }], url);
  return { calls, router };
}

const applyCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST' && call.url.startsWith('/v1/candidate-offer/'));

describe('applying from the offer detail', () => {
  afterEach(resetBrowserState);

  it('asks for the start date, today by default, then applies, marks the offer applied and says so', async () => {
    const today = marketToday(new Date());
    const { calls } = renderOffer('/offer/7', { answers: { 'POST /v1/candidate-offer/apply/7': () => jsonResponse(201, {}) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'When can you start?' });
    const [year, month, day] = today.split('-');
    expect(within(dialog).getByRole('button', { name: /Available from/ }).textContent).toContain(`${day}/${month}/${year}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application has been sent to the employer.')).toBeTruthy();
    expect(await screen.findByText('You have already applied for this offer!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    const sent = applyCalls(calls);
    expect(sent.map((call) => call.url)).toEqual(['/v1/candidate-offer/apply/7']);
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ availableFrom: today });
  });

  it('opens the dialog for the apply asked for before signing in, and the address loses the intent', async () => {
    const { router } = renderOffer('/offer/7?apply=1');
    expect(await screen.findByRole('dialog', { name: 'When can you start?' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/offer/7');
  });

  it('drops the intent to apply when the candidate cannot apply, showing why', async () => {
    const { router } = renderOffer('/offer/7?apply=1&matched=match-7', { profile: completeProfile({ isEmailConfirmed: false }) });
    expect(await screen.findByText(/Confirm your e-mail address to apply/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?matched=match-7'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies straight to the match when opened from a matched offer', async () => {
    const { calls } = renderOffer('/offer/7?matched=match-7', { answers: { 'POST /v1/candidate-offer/matched/match-7/apply': () => jsonResponse(200, {}) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your application has been sent to the employer.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applyCalls(calls).map((call) => call.url)).toEqual(['/v1/candidate-offer/matched/match-7/apply']);
    expect(await screen.findByText('You have already applied for this offer!')).toBeTruthy();
  });

  it("shows the server's message when applying fails and keeps the offer open", async () => {
    renderOffer('/offer/7?matched=match-7', {
      answers: { 'POST /v1/candidate-offer/matched/match-7/apply': () => jsonResponse(500, { message: 'Something went wrong. Please try again.', code: 'unexpected_error', formErrors: {} }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    // The message may render a moment before the button is released.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(false));
  });

  it('turns a "profession not in profile" refusal into the link to step 4', async () => {
    renderOffer('/offer/7?matched=match-7', {
      answers: {
        'POST /v1/candidate-offer/matched/match-7/apply': () => jsonResponse(403, { message: 'Add this profession to your profile first.', code: 'add_profession_to_apply', formErrors: {} }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const link = await screen.findByRole('link', { name: 'Add the profession to your profile' });
    expect(link.getAttribute('href')).toBe('/wizard/4-professional-expectations');
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  });

  it('tells a candidate with an incomplete profile to fill it in', async () => {
    renderOffer('/offer/7', { profile: completeProfile({ wizardStep: 5 }) });
    expect(await screen.findByText(/Complete your profile to apply for offers\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  });

  it('tells a candidate with an unconfirmed e-mail to confirm it', async () => {
    renderOffer('/offer/7', { profile: completeProfile({ isEmailConfirmed: false }) });
    expect(await screen.findByText(/Confirm your e-mail address to apply/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  });

  it('links to step 4 when the offer is for a profession the profile does not have', async () => {
    renderOffer('/offer/7', { offer: offerDetail(7, { allowApply: false, profession: { id: 99, title: 'Crane operator' } }) });
    expect(await screen.findByText(/not in your profile yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add the profession to your profile' }).getAttribute('href')).toBe('/wizard/4-professional-expectations');
  });

  it("follows the offer's own refusal when the API gives one", async () => {
    renderOffer('/offer/7', { offer: { ...offerDetail(7, { allowApply: false }), applyRefusal: 'confirm_email_to_apply' } });
    expect(await screen.findByText(/Confirm your e-mail address to apply/)).toBeTruthy();
  });

  it('says a candidate has already applied', async () => {
    renderOffer('/offer/7', { offer: offerDetail(7, { allowApply: false, userApplied: true }) });
    expect(await screen.findByText('You have already applied for this offer!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('keeps the button disabled when applying is not allowed for another reason', async () => {
    renderOffer('/offer/7', { offer: offerDetail(7, { allowApply: false }) });
    const button = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.queryByTestId('apply-message')).toBeNull();
  });

  it("starts the dialog on the profile's available-from day when it is still ahead, which the employer then sees", async () => {
    const later = marketToday(new Date(Date.now() + 12 * 86_400_000));
    const { calls } = renderOffer('/offer/7', { profile: completeProfile({ availableFrom: later }), answers: { 'POST /v1/candidate-offer/apply/7': () => jsonResponse(201, {}) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'When can you start?' });
    const [year, month, day] = later.split('-');
    expect(within(dialog).getByRole('button', { name: /Available from/ }).textContent).toContain(`${day}/${month}/${year}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await screen.findByText('Your application has been sent to the employer.');
    expect(JSON.parse(String(applyCalls(calls)[0]?.body))).toEqual({ availableFrom: later });
  });

  it('says where the application stands and leads to all of them', async () => {
    const application = {
      id: 31,
      offer: { id: 7, slug: 'carpenter', title: 'Carpenter', employer: 'Fjordbygg', country: 'Norway', city: 'Stavanger', isActive: true },
      appliedAt: '2026-11-02T09:00:00.000Z',
      availableFrom: '2026-12-01',
      stage: { id: 'in_review', title: 'Under review' },
      history: [{ stage: { id: 'sent', title: 'Sent' }, at: '2026-11-02T09:00:00.000Z' }, { stage: { id: 'in_review', title: 'Under review' }, at: '2026-11-03T09:00:00.000Z' }],
      withdrawnAt: null,
      canWithdraw: true,
    };
    renderOffer('/offer/7', {
      offer: offerDetail(7, { allowApply: false, userApplied: true }),
      answers: { 'GET /v1/candidate/applications': () => jsonResponse(200, { items: [application] }) },
    });
    const note = await screen.findByTestId('application-stage-note');
    expect(note.textContent).toContain('You applied on 02/11/2026 10:00.');
    expect(within(note).getByTestId('application-stage').textContent).toBe('Under review');
    expect(within(note).getByRole('link', { name: 'See all my applications' }).getAttribute('href')).toBe('/user/applications');
  });
});
