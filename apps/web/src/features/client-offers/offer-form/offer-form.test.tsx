import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClientOffer } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import {
  CARPENTER_ITEMS,
  CONSTRUCTION_PROFESSIONS,
  NORWAY_ITEMS,
  NORWAY_REGIONS,
  POLAND_ITEMS,
  PRIMARY,
  ROGALAND_CITIES,
  draftOffer,
} from '@/testing/offer-form';
import { OfferFormPage } from './offer-form-page';

type SaveAnswer = (call: FetchCall) => Response | Promise<Response>;

/** The hint under the rates of the carpenter offer in Norway: from the trade's minimum wage (above the country's 200). */
const RATE_HINT = 'From 264.32 to 450 NOK (the minimum wage for this trade is 264.32 NOK an hour)';

/** The form's calls answered from the fixtures; `offer` answers the edit call, `save` create and update. */
function api({ offer, save }: { offer?: ClientOffer; save?: SaveAnswer } = {}) {
  return mockFetch((call) => {
    const routes: Record<string, unknown> = {
      '/v1/client-offer/primary': PRIMARY,
      '/v1/public/dictionary/industry/1/professions': CONSTRUCTION_PROFESSIONS,
      '/v1/public/dictionary/industry/profession/1/items': CARPENTER_ITEMS,
      '/v1/public/dictionary/industry/profession/3/items': { ...CARPENTER_ITEMS, certificates: [] },
      '/v1/public/dictionary/work_locations/state/1/regions': NORWAY_REGIONS,
      '/v1/public/dictionary/work_locations/state/8/regions': [{ id: 801, title: 'Masovia' }],
      '/v1/public/dictionary/work_locations/states/1/items': NORWAY_ITEMS,
      '/v1/public/dictionary/work_locations/states/8/items': POLAND_ITEMS,
      '/v1/public/dictionary/work_locations/states/region/102/cities': ROGALAND_CITIES,
    };
    if (offer && call.url === `/v1/client-offer/${offer.id}`) return jsonResponse(200, offer);
    if (call.method === 'POST' && /\/v1\/client-offer\/(create|\d+\/update)$/.test(call.url)) {
      return save ? save(call) : jsonResponse(200, { offer: offer ?? draftOffer() });
    }
    return call.url in routes ? jsonResponse(200, routes[call.url]) : undefined;
  });
}

function renderForm(url: string) {
  return renderRoutes(
    [
      { path: '/user/offer/create', Component: OfferFormPage },
      { path: '/user/offer/edit/:id', Component: OfferFormPage },
      { path: '/user/offers/:status/:page', Component: () => <p>Offer list</p> },
      { path: '/elsewhere', Component: () => <p>Elsewhere</p> },
    ],
    url,
  );
}

/** A label as shown, with or without the required asterisk. */
const labelled = (label: string | RegExp) => (typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) : label);

const input = (label: string | RegExp) =>
  screen.getAllByLabelText(labelled(label)).find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') as HTMLInputElement;

/** Opens a Mantine select by its label and picks an option. */
async function choose(label: string | RegExp, option: string) {
  fireEvent.click(await waitFor(() => input(label)));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const saves = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');
const bodyOf = (call: FetchCall) => JSON.parse(String(call.body)) as Record<string, unknown>;

/** A new offer up to the requirement lists: construction, carpenter. */
async function chooseCarpenter() {
  await choose('Industry', 'Construction');
  await choose('Profession', 'Carpenter');
  // The lists appear about 500 ms after the profession is chosen.
  expect(screen.getByText("Loading the profession's requirements…")).toBeTruthy();
  await screen.findByRole('checkbox', { name: 'Master craftsman diploma' });
}

describe('offer form: rules of state', { timeout: 20_000 }, () => {
  afterEach(resetBrowserState);

  it('shows the moderator’s reason above the form of an offer sent back', async () => {
    api({ offer: draftOffer({ moderation: { reason: 'Phone number in the description', at: '2026-11-29T10:00:00.000Z' } }) });
    renderForm('/user/offer/edit/41');
    expect((await screen.findByTestId('moderation-note')).textContent).toBe('Sent back by the moderator: Phone number in the description');
  });

  it('the master diploma ticks and locks the journeyman diploma and technical drawing with its own required flag; unticking frees them', async () => {
    api();
    renderForm('/user/offer/create');
    await chooseCarpenter();

    fireEvent.click(checkbox('Master craftsman diploma'));

    expect(checkbox('Journeyman certificate').checked).toBe(true);
    expect(checkbox('Journeyman certificate').disabled).toBe(true);
    expect(checkbox('Reading technical drawings').checked).toBe(true);
    expect(checkbox('Reading technical drawings').disabled).toBe(true);
    // The master diploma is nice to have until marked, and what it brings along takes its flag: not Required.
    expect(checkbox('Required: Master craftsman diploma').checked).toBe(false);
    expect(checkbox('Required: Journeyman certificate').checked).toBe(false);
    expect(checkbox('Required: Journeyman certificate').disabled).toBe(true);
    expect(checkbox('Required: Reading technical drawings').checked).toBe(false);
    fireEvent.click(checkbox('Required: Master craftsman diploma'));
    expect(checkbox('Required: Journeyman certificate').checked).toBe(true);
    expect(checkbox('Required: Reading technical drawings').checked).toBe(true);

    fireEvent.click(checkbox('Master craftsman diploma'));
    expect(checkbox('Journeyman certificate').disabled).toBe(false);
    expect(checkbox('Reading technical drawings').disabled).toBe(true);
    fireEvent.click(checkbox('Journeyman certificate'));
    expect(checkbox('Reading technical drawings').disabled).toBe(false);
    fireEvent.click(checkbox('Reading technical drawings'));
    expect(screen.queryByRole('checkbox', { name: 'Required: Reading technical drawings' })).toBeNull();
    fireEvent.click(checkbox('Reading technical drawings'));
    expect(checkbox('Required: Reading technical drawings').checked).toBe(false);
  });

  it('another profession resets the requirement lists and loads the new ones', async () => {
    api();
    renderForm('/user/offer/create');
    await chooseCarpenter();
    fireEvent.click(checkbox('Working at heights training'));

    await choose('Profession', 'Bricklayer');

    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Master craftsman diploma' })).toBeNull());
    expect((await screen.findByRole('checkbox', { name: 'Own car' })).getAttribute('aria-checked') ?? 'false').not.toBe('true');
    expect(checkbox('Own car').checked).toBe(false);
  });

  it('in Norway the tax card ticks and locks the personal number, required when the tax card is; another country clears the documents', async () => {
    api();
    renderForm('/user/offer/create');
    await screen.findByRole('heading', { name: 'Work location' });

    await choose('Country of work', 'Norway');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tax deduction card' }));

    expect(checkbox('D number').checked).toBe(true);
    expect(checkbox('D number').disabled).toBe(true);
    expect(checkbox('Required: D number').checked).toBe(false);
    fireEvent.click(checkbox('Required: Tax deduction card'));
    expect(checkbox('Required: D number').checked).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Accommodation provided' }));

    await choose('Country of work', 'Poland');

    fireEvent.click(await screen.findByRole('checkbox', { name: 'PESEL number' }));
    expect(checkbox('Sanepid booklet').checked).toBe(false);
    expect(checkbox('Sanepid booklet').disabled).toBe(false);
    expect(checkbox('Accommodation provided').checked).toBe(false);
    expect(screen.getAllByText('From 25 to 120 PLN').length).toBe(2);
  });

  it('the whole country hides the regions; a region loads its cities', async () => {
    api();
    renderForm('/user/offer/create');
    await screen.findByRole('heading', { name: 'Work location' });
    await choose('Country of work', 'Norway');

    await choose('Region 1', 'Rogaland');
    await choose('Cities of region 1', 'Stavanger');
    fireEvent.click(screen.getByRole('radio', { name: 'Whole country' }));

    expect(screen.queryByLabelText('Region 1')).toBeNull();
  });

  it('check all selects every contract type, then clears them', async () => {
    api();
    renderForm('/user/offer/create');
    const all = await screen.findByRole('checkbox', { name: 'Check all: Contract types' });

    fireEvent.click(checkbox('Contract of mandate'));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(all);
    expect(['Employment contract', 'Contract of mandate', 'B2B contract (self-employed)'].map((name) => checkbox(name).checked)).toEqual([true, true, true]);
    fireEvent.click(all);
    expect(['Employment contract', 'Contract of mandate', 'B2B contract (self-employed)'].map((name) => checkbox(name).checked)).toEqual([false, false, false]);
  });

  it('a fixed daily salary unticks the monthly one and the other way round', async () => {
    api();
    renderForm('/user/offer/create');
    await screen.findByRole('heading', { name: 'Contract details' });

    fireEvent.click(checkbox('Fixed monthly salary'));
    expect(input('Monthly salary')).toBeTruthy();
    fireEvent.click(checkbox('Fixed daily salary'));

    expect(checkbox('Fixed monthly salary').checked).toBe(false);
    expect(screen.queryByLabelText('Monthly salary')).toBeNull();
    expect(input('Daily salary')).toBeTruthy();
  });
});

describe('offer form: flexible-work dialog', { timeout: 20_000 }, () => {
  afterEach(resetBrowserState);

  async function openDialog() {
    api();
    renderForm('/user/offer/create');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Flexible work' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    return screen.findByRole('dialog', { name: 'New flexible-work condition' });
  }

  it('needs at least one option', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the condition' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one option of the condition');
  });

  it('setting the from week also sets the to week, whose list starts there; incomplete weeks give the toast', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Weeks of the year' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the condition' }));
    expect(await screen.findByText('Choose both weeks (1–53), the first one not after the second')).toBeTruthy();

    await choose('From week', '20');
    expect(input('To week').value).toBe('20');
    fireEvent.click(input('To week'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options[0]).toBe('20');
    expect(options.at(-1)).toBe('53');
    expect(options).toHaveLength(34);
    fireEvent.click(screen.getByRole('option', { name: '30' }));

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Days of the week' }));
    const days = within(dialog).getAllByRole('checkbox').filter((box) => box.closest('[aria-label="Chosen days"]'));
    expect(days.map((day) => day.closest('.mantine-Checkbox-root')?.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    fireEvent.click(days[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the condition' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/Condition 1: weeks 20–30 · Mon/)).toBeTruthy();
  });

  it('hours run in quarter hours and both are needed', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hours' }));
    fireEvent.click(input('From'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(options).toHaveLength(96);
    fireEvent.click(screen.getByRole('option', { name: '07:00' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the condition' }));
    expect(input('To').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('offer form: description counter', { timeout: 20_000 }, () => {
  afterEach(resetBrowserState);

  it('counts the characters left without markup: low under 50, negative when over, and refuses to save over the limit', async () => {
    // A job ad's length: 5,000 characters of text.
    const calls = api({ offer: draftOffer({ description: `<p><strong>${'a'.repeat(4974)}</strong></p>` }) });
    renderForm('/user/offer/edit/41');
    const low = await screen.findByText('Characters left: 26');
    expect(low.getAttribute('data-tone')).toBe('low');

    resetBrowserState();
    const overCalls = api({ offer: draftOffer({ description: `<p>${'b'.repeat(5004)}</p>` }) });
    renderForm('/user/offer/edit/41');
    const over = await screen.findByText('Characters left: -4');
    expect(over.getAttribute('data-tone')).toBe('over');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save the offer' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Too many characters')).toBeTruthy();
    expect(saves([...calls, ...overCalls])).toEqual([]);
  });
});

describe('offer form: saving', { timeout: 20_000 }, () => {
  afterEach(resetBrowserState);

  it('shows the schema’s errors, sends nothing and scrolls to the first error', async () => {
    const calls = api();
    renderForm('/user/offer/create');
    await screen.findByRole('heading', { name: 'Contract details' });
    fireEvent.change(input('Number of vacancies'), { target: { value: '-1' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));

    expect(await screen.findByText("Don't enter negative numbers")).toBeTruthy();
    expect(input('Industry').getAttribute('aria-invalid')).toBe('true');
    expect(input('Work start date') ?? null).toBeDefined();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    await waitFor(() => expect(document.activeElement).toBe(input('Industry')));
    expect(saves(calls)).toEqual([]);
  });

  it('names the limit of max_value_is', async () => {
    api({ offer: draftOffer() });
    renderForm('/user/offer/edit/41');
    fireEvent.change(await waitFor(() => input('Minimum experience (years)')), { target: { value: '81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));
    expect(await screen.findByText('The maximum value is 80')).toBeTruthy();
  });

  it('saves an edited offer as JSON, then shows the drafts with a toast; the dirty state is cleared', async () => {
    const calls = api({ offer: draftOffer() });
    const { router } = renderForm('/user/offer/edit/41');
    fireEvent.change(await waitFor(() => input('Number of vacancies')), { target: { value: '5' } });
    await screen.findByText(RATE_HINT, {}, { timeout: 2000 }).catch(() => screen.findAllByText(RATE_HINT));

    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/offers/draft/1'));
    expect(await screen.findByText('The offer has been saved. You will find it among the drafts.')).toBeTruthy();
    const [save] = saves(calls);
    expect(save?.url).toBe('/v1/client-offer/41/update');
    expect(bodyOf(save as FetchCall)).toMatchObject({
      clientBrand: 3,
      industry: 1,
      profession: 1,
      numberOfVacancies: 5,
      workLocationRegions: [{ region: 102, cities: [10201] }],
      benefits: [1],
      salaryGrossValueMin: { amount: 270, currency: 'NOK' },
      salaryDailyValueMin: null,
    });
  });

  it('refuses an hourly rate below the minimum wage on its field, naming the floor, and sends nothing', async () => {
    const calls = api({ offer: draftOffer() });
    renderForm('/user/offer/edit/41');
    await screen.findAllByText(RATE_HINT);
    fireEvent.change(input('Minimum hourly rate (gross)'), { target: { value: '264.31' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));

    expect(await screen.findByText('The pay is below the general minimum wage of 264.32 NOK an hour for this trade')).toBeTruthy();
    expect(input('Minimum hourly rate (gross)').getAttribute('aria-invalid')).toBe('true');
    expect(saves(calls)).toEqual([]);
  });

  it('shows the server’s minimum wage refusal on the salary field with the floor', async () => {
    api({
      offer: draftOffer(),
      save: () =>
        jsonResponse(422, {
          message: 'The pay is below the general minimum wage of 264.32 NOK an hour for this trade',
          code: 'salary_below_minimum_wage',
          formErrors: { 'salaryGrossValueMin.amount': ['salary_below_minimum_wage'] },
        }),
    });
    renderForm('/user/offer/edit/41');
    await screen.findAllByText(RATE_HINT);
    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));
    await waitFor(() => expect(input('Minimum hourly rate (gross)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The pay is below the general minimum wage of 264.32 NOK an hour for this trade').length).toBeGreaterThan(0);
  });

  it('puts the server’s field errors on the fields', async () => {
    api({
      offer: draftOffer(),
      save: () =>
        jsonResponse(422, {
          message: 'Incorrect data',
          code: 'validation_error',
          formErrors: { 'salaryGrossValueMin.amount': ['rate_range_too_low'], 'workLocationRegions[0].cities[0]': ['invalid_value'] },
        }),
    });
    renderForm('/user/offer/edit/41');
    await waitFor(() => input('Number of vacancies'));
    await screen.findAllByText(RATE_HINT);

    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));

    expect(await screen.findByText("The rate is below the country's minimum of 200 NOK an hour")).toBeTruthy();
    expect(input('Minimum hourly rate (gross)').getAttribute('aria-invalid')).toBe('true');
    expect(input('Cities of region 1').getAttribute('aria-invalid')).toBe('true');
  });

  it('an active offer opens restricted: most fields disabled, only save, only the editable fields sent', async () => {
    const calls = api({ offer: draftOffer({ status: { id: 2 }, editMode: 'restricted' }) });
    renderForm('/user/offer/edit/41');
    expect(await screen.findByText(/This offer is published/)).toBeTruthy();
    expect(input('Profession').disabled).toBe(true);
    expect(input('Country of work').disabled).toBe(true);
    expect(checkbox('Employment contract').disabled).toBe(true);
    expect(input('Number of vacancies').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Travel home and back paid' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(Object.keys(bodyOf(saves(calls)[0] as FetchCall)).sort()).toEqual(['benefits', 'description', 'notes', 'numberOfVacancies', 'rewards', 'weOffers']);
    expect(bodyOf(saves(calls)[0] as FetchCall).benefits).toEqual([1, 2]);
  });

  it('after saving an active offer says it stays published and goes back to the active list', async () => {
    const active = draftOffer({ status: { id: 2 }, editMode: 'restricted' });
    api({ offer: active });
    const { router } = renderForm('/user/offer/edit/41');
    fireEvent.change(await waitFor(() => input('Number of vacancies')), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/offers/active/1'));
    expect(await screen.findByText('The changes have been saved. The offer stays published.')).toBeTruthy();
    expect(screen.queryByText(/among the drafts/)).toBeNull();
  });

  it('refuses 0 vacancies on the field and sends nothing', async () => {
    const calls = api({ offer: draftOffer() });
    renderForm('/user/offer/edit/41');
    fireEvent.change(await waitFor(() => input('Number of vacancies')), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));

    expect(await screen.findByText('The number of vacancies must be at least 1')).toBeTruthy();
    expect(input('Number of vacancies').getAttribute('aria-invalid')).toBe('true');
    expect(saves(calls)).toEqual([]);
  });

  it('sends one save however often Save is pressed while it is under way', async () => {
    let release: (() => void) | undefined;
    const calls = api({
      offer: draftOffer(),
      save: () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(200, { offer: draftOffer() })))),
    });
    const { router } = renderForm('/user/offer/edit/41');
    await screen.findAllByText(RATE_HINT);
    const save = screen.getByRole('button', { name: 'Save the offer' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    fireEvent.click(save);
    release?.();

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/offers/draft/1'));
    expect(saves(calls)).toHaveLength(1);
  });

  it('an archived offer is not opened for editing', async () => {
    api({ offer: draftOffer({ status: { id: 4 }, editMode: 'none' }) });
    renderForm('/user/offer/edit/41');
    expect(await screen.findByText('This offer cannot be edited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the offer' })).toBeNull();
  });
});

describe('offer form: leaving with unsaved changes', { timeout: 20_000 }, () => {
  afterEach(resetBrowserState);

  it('asks really_leave_page while dirty; resetting clears the dirty state', async () => {
    api({ offer: draftOffer() });
    const { router } = renderForm('/user/offer/edit/41');
    fireEvent.change(await waitFor(() => input('Number of vacancies')), { target: { value: '7' } });

    await act(() => router.navigate('/elsewhere'));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText('You have unsaved changes. Do you really want to leave this page?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on the page' }));
    expect(router.state.location.pathname).toBe('/user/offer/edit/41');

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(input('Number of vacancies').value).toBe('3');
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('warns before the tab is closed while dirty', async () => {
    api({ offer: draftOffer() });
    renderForm('/user/offer/edit/41');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await waitFor(() => input('Number of vacancies'));
    expect(unload()).toBe(false);
    fireEvent.change(input('Number of vacancies'), { target: { value: '7' } });
    expect(unload()).toBe(true);
  });
});
