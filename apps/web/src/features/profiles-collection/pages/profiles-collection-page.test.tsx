import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_BRAND, collectionCandidate } from '@/testing/candidate-documents';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { ProfilesCollectionPage } from './profiles-collection-page';

const PRIMARY = {
  industries: [
    { id: 1, title: 'Construction', isActive: true, isSoon: false },
    { id: 6, title: 'Heavy industry', isActive: true, isSoon: false },
  ],
  localizationLocales: [],
  locationsState: [
    { id: 1, country: 'Norway', countryCode: 'NO' },
    { id: 2, country: 'Sweden', countryCode: 'SE' },
  ],
};
const PROFESSIONS = { '1': [{ id: 21, title: 'Bricklayer' }], '6': [{ id: 20, title: 'Welder' }] };

function collectionApi() {
  return mockFetch(({ url, method }) => {
    if (url === '/v1/public/primary') return jsonResponse(200, PRIMARY);
    if (url === '/v1/public/dictionary/professions') return jsonResponse(200, PROFESSIONS);
    if (url === '/v1/client-brand/') return jsonResponse(200, { items: [MAIN_BRAND] });
    if (url === '/v1/client-candidate/list' && method === 'POST') {
      return jsonResponse(200, {
        items: [
          collectionCandidate('cand-1', { offers: [{ id: 5, slug: 'welder-bergen-5', name: 'Welder, Bergen' }, { id: 6, slug: 'welder-oslo-6', name: 'Welder, Oslo' }] }),
          collectionCandidate('cand-2', { firstName: null, lastName: null, professions: [{ id: 20, title: 'Welder' }] }),
        ],
      });
    }
    return undefined;
  });
}

const listBodies = (calls: FetchCall[]) => calls.filter((c) => c.url === '/v1/client-candidate/list').map((c) => JSON.parse(String(c.body)) as unknown);

async function choose(field: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => resetBrowserState());

describe('profiles collection page', () => {
  it('shows every candidate with the offers tying them, and no name for an anonymised one', async () => {
    const calls = collectionApi();
    renderWithProviders(<ProfilesCollectionPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate collection' })).toBeTruthy();
    const named = within(await screen.findByTestId('collection-row-cand-1'));
    expect(named.getByText('Jan Kowalski')).toBeTruthy();
    expect(named.getByText('Welder, Bricklayer')).toBeTruthy();
    // Offers go by their names, never by slugs.
    expect(named.getByRole('link', { name: 'Welder, Oslo' }).getAttribute('href')).toBe('/user/offer/candidates/6');
    expect(named.queryByText(/welder-oslo-6|welder-bergen-5/)).toBeNull();
    const anonymised = screen.getByTestId('collection-row-cand-2');
    expect(within(anonymised).getByText('Anonymised candidate')).toBeTruthy();
    expect(anonymised.textContent).not.toContain('Kowalski');
    expect(listBodies(calls)).toEqual([{ industries: [], professions: [], workLocationStates: [] }]);
  });

  it('filters by industry, profession and country', async () => {
    const calls = collectionApi();
    renderWithProviders(<ProfilesCollectionPage />);
    await screen.findByTestId('collection-row-cand-1');

    await choose('Industry', 'Heavy industry');
    await waitFor(() => expect(listBodies(calls).at(-1)).toEqual({ industries: [6], professions: [], workLocationStates: [] }));
    // Only the chosen industry's professions are offered.
    fireEvent.click(screen.getByRole('combobox', { name: 'Profession' }));
    expect(await screen.findByRole('option', { name: 'Welder' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Bricklayer' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Welder' }));
    await waitFor(() => expect(listBodies(calls).at(-1)).toEqual({ industries: [6], professions: [20], workLocationStates: [] }));

    await choose('Country', 'Sweden');
    await waitFor(() => expect(listBodies(calls).at(-1)).toEqual({ industries: [6], professions: [20], workLocationStates: [2] }));
  });

  it('exports a candidate through the options dialog with the candidate’s professions', async () => {
    collectionApi();
    renderWithProviders(<ProfilesCollectionPage />);
    fireEvent.click(within(await screen.findByTestId('collection-row-cand-2')).getByRole('button', { name: 'Export PDF of Anonymised candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF of Anonymised candidate' });
    expect([...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent)).toEqual(['Welder']);
    expect(within(dialog).getByRole('switch', { name: /Anonymise/ })).toBeTruthy();
  });
});
