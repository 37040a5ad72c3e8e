import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_METRICS, type DashboardDay, type OperatorDashboard, addDays, marketToday } from '@trades/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { DashboardPage } from './dashboard-page';

const quiet = Object.fromEntries(DASHBOARD_METRICS.map((metric) => [metric, 0])) as Omit<DashboardDay, 'date'>;
const dashboard = (from: string, to: string, totals: Partial<typeof quiet>): OperatorDashboard => ({
  from,
  to,
  timeZone: 'Europe/Warsaw',
  days: [
    { date: from, ...quiet },
    { date: to, ...quiet, ...totals },
  ],
  totals: { ...quiet, ...totals },
});

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('the operator’s dashboard page', () => {
  it('shows the last 30 days’ totals and charts, another range once it is one, and downloads the CSV of the range shown', async () => {
    const today = marketToday(new Date());
    const from = addDays(today, -29);
    const calls = mockFetch(({ url }) => {
      if (url === `/v1/operator/dashboard?from=${from}&to=${today}`) return jsonResponse(200, dashboard(from, today, { signUpsCandidate: 3, revenueGross: 24_600, ksefRejections: 1 }));
      if (url === '/v1/operator/dashboard?from=2026-03-01&to=2026-03-02') return jsonResponse(200, dashboard('2026-03-01', '2026-03-02', { applications: 7 }));
      if (url === '/v1/operator/dashboard.csv?from=2026-03-01&to=2026-03-02') return new Response('date,signUpsCandidate\r\n2026-03-01,0\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      return undefined;
    });
    renderWithProviders(<DashboardPage />);
    const totals = within(await screen.findByTestId('dashboard-totals'));
    expect(totals.getByText('Candidate sign-ups').nextSibling?.textContent).toBe('3');
    expect(totals.getByText('Revenue (gross)').nextSibling?.textContent).toMatch(/^PLN\s246\.00$/);
    expect(totals.getByText('KSeF rejections').nextSibling?.textContent).toBe('1');
    expect(await screen.findByTestId('dashboard-charts', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/, 2 days, in Warsaw time/)).toBeTruthy();

    // A reversed range is refused with the API's own rule before anything is asked.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-03' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/v1/operator/dashboard?from=2026-03-03'))).toEqual([]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(within(screen.getByTestId('dashboard-totals')).getByText('Applications').nextSibling?.textContent).toBe('7'));

    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dashboard');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['dashboard-2026-03-01-2026-03-02.csv']));
    // The chart library's first load is a large module graph on a busy machine.
  }, 30_000);
});
