import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { type DashboardDay, type DashboardMetric, type Locale, formatCalendarDate } from '@trades/contracts';
import { useTranslation } from 'react-i18next';

/*
 * The dashboard's charts: their own lazy chunk (@mantine/charts on recharts), loaded by the dashboard
 * only, so no other page carries the chart library.
 */

const ACTIVITY: readonly { name: DashboardMetric; color: string }[] = [
  { name: 'signUpsCandidate', color: 'blue.6' },
  { name: 'signUpsClient', color: 'grape.6' },
  { name: 'offersPublished', color: 'teal.7' },
  { name: 'applications', color: 'orange.7' },
  { name: 'pipelineMoves', color: 'gray.7' },
];
const MONEY: readonly { name: DashboardMetric; color: string }[] = [
  { name: 'revenueGross', color: 'teal.7' },
  { name: 'revenueNet', color: 'blue.6' },
  { name: 'refundedAmount', color: 'red.7' },
];
const EVENTS: readonly { name: DashboardMetric; color: string }[] = [
  { name: 'ordersPaid', color: 'teal.7' },
  { name: 'refunds', color: 'orange.7' },
  { name: 'ksefRejections', color: 'red.7' },
];

export function DashboardCharts({ days, locale }: { days: readonly DashboardDay[]; locale: Locale }) {
  const { t } = useTranslation('operator');
  const series = (list: readonly { name: DashboardMetric; color: string }[]) => list.map((entry) => ({ ...entry, label: t(`dashboard.metrics.${entry.name}`) }));
  // Money in PLN for the axis; the rows keep their own dates for the tooltip.
  const data = days.map((day) => ({ ...day, revenueGross: day.revenueGross / 100, revenueNet: day.revenueNet / 100, refundedAmount: day.refundedAmount / 100 }));
  const dateTick = (value: string) => formatCalendarDate(value, locale).slice(0, 5);
  const common = { h: 240, data, dataKey: 'date', withLegend: true, legendProps: { verticalAlign: 'bottom' as const }, xAxisProps: { tickFormatter: dateTick }, tickLine: 'y' as const };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="dashboard-charts">
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('dashboard.charts.activity')}>
        <Title order={2} size="h5" mb="sm">
          {t('dashboard.charts.activity')}
        </Title>
        <BarChart {...common} series={series(ACTIVITY)} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('dashboard.charts.money')}>
        <Title order={2} size="h5" mb="sm">
          {t('dashboard.charts.money')}
        </Title>
        <LineChart {...common} series={series(MONEY)} curveType="linear" unit=" PLN" />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('dashboard.charts.events')}>
        <Title order={2} size="h5" mb="sm">
          {t('dashboard.charts.events')}
        </Title>
        <BarChart {...common} series={series(EVENTS)} />
      </Paper>
    </SimpleGrid>
  );
}
