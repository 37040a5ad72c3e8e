import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorDashboard } from '@trades/contracts';
import { api } from '@/lib/api-client';

const query = (range: { from: string; to: string }) => new URLSearchParams(range).toString();

/** GET /v1/operator/dashboard?from=&to=: the range's numbers per day; the last range stays on screen while the next loads. */
export function useOperatorDashboard(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['operator', 'dashboard', range],
    queryFn: () => api<OperatorDashboard>(`/v1/operator/dashboard?${query(range)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/operator/dashboard.csv: the same numbers as a CSV file, fetched with the session and saved under the server's name. */
export async function downloadDashboardCsv(range: { from: string; to: string }): Promise<void> {
  const csv = await api<string>(`/v1/operator/dashboard.csv?${query(range)}`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `dashboard-${range.from}-${range.to}.csv` });
  link.click();
  URL.revokeObjectURL(url);
}
