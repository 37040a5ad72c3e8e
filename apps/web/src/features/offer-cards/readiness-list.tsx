import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type MeetsMinimumWage, type Readiness, formatWageFloor } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';

/**
 * The documents the offer's country asks of the candidate, each ticked when they hold it and
 * with how to get it when they do not: the candidate's offer detail and matched offers show it.
 */
export function ReadinessList({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation('offers');
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {t('readiness.count', { have: readiness.have, total: readiness.total })}
      </Text>
      <List spacing="sm" listStyleType="none" aria-label={t('readiness.title')}>
        {readiness.items.map((item) => (
          <List.Item key={item.id}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size="sm" radius="xl" color={item.have ? 'green' : 'gray'} variant={item.have ? 'filled' : 'light'} aria-hidden>
                {item.have ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {item.title}
                  <Text span size="sm" c="dimmed">
                    {' · '}
                    {t(item.have ? 'readiness.have' : 'readiness.missing')}
                  </Text>
                </Text>
                {item.have ? null : (
                  <Text size="sm" c="dimmed">
                    {item.howTo}
                  </Text>
                )}
              </Stack>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** "Meets the minimum wage (264.32 NOK/h)": shown when the offer's pay meets the general-application floor. */
export function MinimumWageBadge({ meets }: { meets: MeetsMinimumWage }) {
  const { t } = useTranslation('offers');
  return (
    <Badge color="green" variant="light" c="dark.7" tt="none" title={meets.source}>
      {t('minimumWage.meets', { floor: formatWageFloor(meets.floor, currentLocale()), currency: meets.currency })}
    </Badge>
  );
}
