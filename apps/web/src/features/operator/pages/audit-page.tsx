import { Alert, Button, Group, Loader, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type OperatorAuditEntry, formatTimestamp } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFacts } from '@/components/card-facts';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { useOperatorAudit } from '../api/audit';

/** The actions the back office records; the list filters by one of them. */
const ACTIONS = [
  'offer.approve',
  'offer.reject',
  'offer.unpublish',
  'user.block',
  'user.unblock',
  'user.resend_confirmation',
  'order.refund',
  'ksef.resend',
  'operator.invite',
  'operator.remove',
  'operator.totp_enrolled',
] as const;

/** /operator/audit: every operator action with who, when, what and why; read only, as the records are. */
export function AuditPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.audit'));
  const locale = currentLocale();
  const cards = useCardLayout();
  const [action, setAction] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [operator] = useDebouncedValue(typed.trim(), 300);
  const audit = useOperatorAudit({ action: action ?? '', operator });
  const actionLabel = (key: string) => t(`audit.actions.${key}`, { defaultValue: key });
  const target = (entry: OperatorAuditEntry) => `${t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })} ${entry.targetId}`;
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('audit.intro')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select label={t('audit.action')} data={ACTIONS.map((key) => ({ value: key, label: actionLabel(key) }))} value={action} onChange={setAction} clearable w={{ base: '100%', sm: 280 }} />
        <TextInput label={t('audit.operator')} type="search" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} w={{ base: '100%', sm: 280 }} />
      </Group>
      {audit.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !audit.data ? (
        <Loader aria-label={t('loading')} />
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('audit.empty')}</Text>
      ) : cards ? (
        <Stack gap="sm">
          {entries.map((entry) => (
            <Paper key={entry.id} withBorder p="sm" radius="md" data-testid="audit-entry">
              <Text fw={600} size="sm" mb={4}>
                {actionLabel(entry.action)}
              </Text>
              <CardFacts
                facts={[
                  [t('audit.when'), formatTimestamp(entry.occurredAt, locale)],
                  [t('audit.who'), entry.operator.email],
                  [t('audit.target'), target(entry)],
                  [t('audit.reason'), entry.reason ?? '—'],
                ]}
              />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('audit.when')}</Table.Th>
                <Table.Th scope="col">{t('audit.who')}</Table.Th>
                <Table.Th scope="col">{t('audit.action')}</Table.Th>
                <Table.Th scope="col">{t('audit.target')}</Table.Th>
                <Table.Th scope="col">{t('audit.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="audit-entry">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(entry.occurredAt, locale)}</Table.Td>
                  <Table.Td>{entry.operator.email}</Table.Td>
                  <Table.Td>{actionLabel(entry.action)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{target(entry)}</Table.Td>
                  <Table.Td>{entry.reason ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {audit.hasNextPage ? (
        <Group>
          <Button variant="default" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
            {t('audit.older')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
