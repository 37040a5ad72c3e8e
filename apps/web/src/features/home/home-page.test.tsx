import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { rememberedOfferList } from '@/features/offer-cards';
import { HomePage } from './home-page';

const offer = (id: number) => ({
  id,
  uuid: `uuid-${id}`,
  slug: `welder-${id}`,
  profession: { id: 3, title: `TIG welder ${id}` },
  industry: { id: 6, title: 'Heavy industry' },
  workLocationState: { id: 1, country: 'Norway', countryCode: 'NO' },
  workLocationCity: { id: 4, title: 'Bergen' },
  workOvertime: false,
  workRotational: false,
  workSystems: [],
  description: '<p>Welding of pipes.</p>',
  salaryGrossValueMin: { amount: 250, currency: 'NOK' },
  salaryGrossValueMax: { amount: 290, currency: 'NOK' },
  salaryDailyValueMin: null,
  salaryMonthValueMin: null,
  showSalaryGross: true,
  showSalaryDaily: false,
  showSalaryMonth: false,
  isSalaryGross: true,
  workStartAt: '2025-03-01',
  workEndAt: null,
  publicationAt: '2025-02-01T10:00:00.000Z',
  endPublicationAt: '2025-03-01T10:00:00.000Z',
  client: { name: 'Fjord Stål AS', logo: 'fakeLogo.png' },
});

describe('home page', () => {
  afterEach(resetBrowserState);

  it('hides the newest offers when the list cannot be loaded', async () => {
    const calls = mockFetch(({ url }) => (url.startsWith('/v1/public/offer/list') ? jsonResponse(500, { message: 'down', code: 'unexpected_error', formErrors: {} }) : undefined));
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Newest job offers' })).toBeTruthy();
    expect(screen.getAllByTestId('offer-placeholder')).toHaveLength(6);

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Newest job offers' })).toBeNull());
    expect(calls.map((call) => call.url)).toContain('/v1/public/offer/list?page=1');
    // The rest of the page stays.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Trades Marketplace');
    expect(screen.getByRole('heading', { name: 'Our work' })).toBeTruthy();
  });

  it('hides the section when there are no offers yet', async () => {
    mockFetch(({ url }) => (url.startsWith('/v1/public/offer/list') ? jsonResponse(200, { items: [], numTotal: 0 }) : undefined));
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(screen.queryByTestId('offer-placeholder')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Newest job offers' })).toBeNull();
  });

  it('shows the six newest offers as cards linking to their pages', async () => {
    mockFetch(({ url }) => (url.startsWith('/v1/public/offer/list') ? jsonResponse(200, { items: [1, 2, 3, 4, 5, 6, 7, 8].map(offer), numTotal: 8 }) : undefined));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'TIG welder 1' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'TIG welder 7' })).toBeNull();
    expect(screen.getByRole('link', { name: 'TIG welder 2' }).getAttribute('href')).toBe('/offer/2-welder-2');
    expect(screen.getAllByText('250–290 NOK / hour')).toHaveLength(6);
    expect(screen.getAllByText('from 01/03/2025, indefinitely')).toHaveLength(6);
    // Visitors are asked to log in instead of seeing the employer.
    expect(screen.queryByText('Fjord Stål AS')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in to see the employer' })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Search by trade' }).getAttribute('href')).toBe('/search');
  });

  it('remembers the newest offers as the list of the opened offer', async () => {
    mockFetch(({ url }) => (url.startsWith('/v1/public/offer/list') ? jsonResponse(200, { items: [1, 2].map(offer), numTotal: 2 }) : undefined));
    renderWithProviders(<HomePage />);
    fireEvent.click(await screen.findByRole('link', { name: 'TIG welder 2' }));
    expect(rememberedOfferList()).toBe('showAll=true');
  });

  it('links the industry tiles to the search and keeps agriculture closed', () => {
    mockFetch(() => undefined);
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /Construction/ }).getAttribute('href')).toBe('/search/query/industry=1');
    expect(screen.getByRole('link', { name: /Heavy industry/ }).getAttribute('href')).toBe('/search/query/industry=6');
    expect(screen.getByRole('link', { name: /Logistics/ }).getAttribute('href')).toBe('/search/query/industry=5');
    expect(screen.getByRole('link', { name: /Other/ }).getAttribute('href')).toBe('/search/query/industry=8');
    expect(screen.queryByRole('link', { name: /Agriculture/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Browse all offers/ }).getAttribute('href')).toBe('/search/query/showAll=true');
  });
});
