import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBulb, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ScoreBreakdownEntry } from '@trades/contracts';
import { useTranslation } from 'react-i18next';

/**
 * "How you match": each dimension with its score bar, whether it is met, whether it knocked the
 * match out, its weight and the hint of what would raise it.
 */
export function ScoreBreakdown({ entries, id }: { entries: ScoreBreakdownEntry[]; id?: string }) {
  const { t } = useTranslation('matchedOffers');
  return (
    <Stack component="ul" gap="sm" id={id} p={0} m={0} style={{ listStyle: 'none' }} data-testid="score-breakdown">
      {entries.map((entry) => {
        const name = t(`dimensions.${entry.dimension}`);
        return (
          <li key={entry.dimension} data-testid={`breakdown-${entry.dimension}`}>
            <Stack gap={4}>
              {/* Wraps on a phone: the name, its marks and the figures do not fit one 390 px line. */}
              <Group justify="space-between" gap="xs">
                <Group gap={6} style={{ minWidth: 0 }}>
                  {entry.met ? (
                    <IconCircleCheck size={18} color="var(--mantine-color-green-8)" role="img" aria-label={t('breakdown.met')} />
                  ) : (
                    <IconCircleX size={18} color="var(--mantine-color-red-8)" role="img" aria-label={t('breakdown.notMet')} />
                  )}
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  {entry.knockOut ? (
                    <Badge color="red" variant="light" c="dark.7" size="sm">
                      {t('breakdown.knockOut')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('breakdown.score', { score: entry.score })}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('breakdown.weight', { weight: entry.weight })}
                  </Text>
                </Text>
              </Group>
              <Progress value={entry.score} color={entry.met ? 'green' : entry.knockOut ? 'red' : 'orange'} size="sm" aria-label={t('breakdown.bar', { name, score: entry.score })} />
              {entry.hint ? (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconBulb size={16} aria-hidden color="var(--mantine-color-yellow-8)" style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm">{entry.hint}</Text>
                </Group>
              ) : null}
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
