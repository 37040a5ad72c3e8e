import { Alert, Badge, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBulb, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type MatchedOffer, normalizeLocale } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { cappedBy, matchHintText } from '../match-hint-text';

/**
 * "How you match": the line that says how the parts make the score (or what capped it), then each
 * dimension with its score bar, whether it is met, whether it knocked the match out, the points it
 * adds out of its weight, and every hint of what would raise it, musts marked.
 */
export function ScoreBreakdown({ match, id }: { match: Pick<MatchedOffer, 'score' | 'partsScore' | 'scoreBreakdown'>; id?: string }) {
  const { t, i18n } = useTranslation('matchedOffers');
  const locale = normalizeLocale(i18n.language);
  const entries = match.scoreBreakdown;
  const capped = match.partsScore > match.score;
  const missing = capped ? cappedBy(entries, locale) || entries.filter((entry) => entry.knockOut).map((entry) => t(`dimensions.${entry.dimension}`)).join(', ') : '';
  return (
    <Stack gap="sm" id={id}>
      {capped ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="score-capped">
          {t('breakdown.capped', { score: match.score, sum: match.partsScore, missing })}
        </Alert>
      ) : (
        <Text size="sm" data-testid="score-sum">
          {t('breakdown.sum', { score: match.score })}
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="score-breakdown">
        {entries.map((entry) => {
          const name = t(`dimensions.${entry.dimension}`);
          return (
            <li key={entry.dimension} data-testid={`breakdown-${entry.dimension}`}>
              <Stack gap={4}>
                {/* Wraps on a phone: the name, its marks and the points do not fit one 390 px line. */}
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
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="breakdown-points">
                    {t('breakdown.points', { points: entry.points, weight: entry.weight })}
                  </Text>
                </Group>
                <Progress value={entry.score} color={entry.met ? 'green' : entry.knockOut ? 'red' : 'orange'} size="sm" aria-label={t('breakdown.bar', { name, score: entry.score })} />
                {entry.hints.length > 0 ? (
                  <List size="sm" spacing={2} icon={<IconBulb size={16} aria-hidden color="var(--mantine-color-yellow-8)" />} styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
                    {entry.hints.map((hint, index) => (
                      <List.Item key={index}>
                        {hint.required === undefined ? null : (
                          <Badge variant="outline" color={hint.required ? 'red' : 'gray'} c="dark.7" size="xs" mr={6}>
                            {t(hint.required ? 'breakdown.required' : 'breakdown.niceToHave')}
                          </Badge>
                        )}
                        {matchHintText(t, hint, locale)}
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
