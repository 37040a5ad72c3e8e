import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_METRICS, DASHBOARD_MONEY_METRICS, addDays, dashboardRange, formatCalendarDate, marketToday } from '@trades/contracts';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { zodValidator } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { downloadDashboardCsv, useOperatorDashboard } from '../api/dashboard';
import { useOperatorMoney } from './operator-money';
import { useInvalidFocus } from '@/components/forms/submit-guard';

// The chart library is the dashboard's alone: its own chunk, fetched once the numbers are there.
const DashboardCharts = lazy(async () => ({ default: (await import('./dashboard-charts')).DashboardCharts }));

const validateRange = zodValidator(dashboardRange);

/** /operator: the back office's home: the business per day over a range (the last 30 days at first), its totals, charts and a CSV. */
export function DashboardPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.dashboard'));
  const locale = currentLocale();
  const money = useOperatorMoney();
  const [range, setRange] = useState(() => {
    const today = marketToday(new Date());
    return { from: addDays(today, 1 - DASHBOARD_DEFAULT_DAYS), to: today };
  });
  const form = useForm({ initialValues: range, validate: validateRange });
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const dashboard = useOperatorDashboard(range);
  const [downloading, setDownloading] = useState(false);
  const errorText = (key: unknown) => (typeof key === 'string' ? t(`errors:${key}`) : undefined);

  const download = () => {
    setDownloading(true);
    downloadDashboardCsv(range)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };
  const value = (metric: (typeof DASHBOARD_METRICS)[number], amount: number) => (DASHBOARD_MONEY_METRICS.has(metric) ? money(amount) : amount.toLocaleString(locale === 'ua' ? 'uk' : locale));

  return (
    <Stack gap="md">
      <form ref={formRef} onSubmit={form.onSubmit((values) => setRange(values), focusInvalid)} noValidate>
        <Group align="flex-start" wrap="wrap">
          <TextInput type="date" label={t('dashboard.from')} {...form.getInputProps('from')} error={errorText(form.errors.from)} w={{ base: '100%', xs: 180 }} />
          <TextInput type="date" label={t('dashboard.to')} {...form.getInputProps('to')} error={errorText(form.errors.to)} w={{ base: '100%', xs: 180 }} />
          <Group gap="xs" mt={{ base: 0, xs: 25 }}>
            <Button type="submit">{t('dashboard.show')}</Button>
            <Button variant="default" onClick={download} loading={downloading}>
              {t('dashboard.csv')}
            </Button>
          </Group>
        </Group>
      </form>
      {dashboard.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !dashboard.data ? (
        <Loader aria-label={t('loading')} />
      ) : (
        <>
          <Text c="dimmed" size="sm">
            {t('dashboard.range', { from: formatCalendarDate(dashboard.data.from, locale), to: formatCalendarDate(dashboard.data.to, locale), count: dashboard.data.days.length })}
          </Text>
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" m={0} aria-label={t('dashboard.totals')} data-testid="dashboard-totals">
            {DASHBOARD_METRICS.map((metric) => (
              <Paper key={metric} withBorder p="sm" radius="md">
                <Text component="dt" size="xs" c="dimmed">
                  {t(`dashboard.metrics.${metric}`)}
                </Text>
                <Text component="dd" fw={600} size="lg" m={0}>
                  {value(metric, dashboard.data.totals[metric])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Suspense fallback={<Loader aria-label={t('loading')} />}>
            <DashboardCharts days={dashboard.data.days} locale={locale} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
