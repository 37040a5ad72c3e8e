import { RingProgress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Ring colour by score: a strong match green, a fair one blue, a weak one orange. */
export function scoreColor(score: number): string {
  if (score >= 80) return 'green';
  if (score >= 60) return 'blue';
  return 'orange';
}

/** The match score out of 100 as a ring with the number inside; read as "Match: 87 of 100". */
export function MatchScore({ score }: { score: number }) {
  const { t } = useTranslation('matchedOffers');
  return (
    <RingProgress
      size={76}
      thickness={7}
      roundCaps
      role="img"
      aria-label={t('score.label', { score })}
      data-testid="match-score"
      sections={[{ value: Math.max(0, Math.min(100, score)), color: scoreColor(score) }]}
      label={
        <Text ta="center" fw={700} size="lg" aria-hidden>
          {score}
        </Text>
      }
    />
  );
}
