import { Group, Modal, Paper, Rating, Stack, Text } from '@mantine/core';
import { formatDecimal } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import type { Step4Primary } from './professions.rules';
import { currentLocale } from '@/lib/i18n';

/**
 * The skill-level legend: what each rating means. One block per level rather than a four-column table,
 * which a phone could only show by scrolling sideways.
 */
export function SkillLegendDialog({ levels, onClose }: { levels: Step4Primary['skillScale']; onClose(): void }) {
  const { t } = useTranslation('wizard');
  const locale = currentLocale();
  return (
    <Modal opened onClose={onClose} size={560} title={t('step4.legend.title')} centered>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {levels.map((level) => (
          <Paper component="li" key={level.value} withBorder radius="sm" p="xs">
            <Group gap="xs" wrap="wrap">
              <Rating value={level.value} fractions={2} readOnly size="xs" role="img" aria-label={t('step4.rating.value', { rating: formatDecimal(level.value, locale) })} />
              <Text size="sm" fw={600}>
                {level.title}
              </Text>
            </Group>
            <Text size="xs" mt={4}>
              <Text span inherit fw={600}>
                {t('step4.legend.description')}:
              </Text>{' '}
              {level.description}
            </Text>
            <Text size="xs">
              <Text span inherit fw={600}>
                {t('step4.legend.characteristic')}:
              </Text>{' '}
              {level.characteristic}
            </Text>
            <Text size="xs">
              <Text span inherit fw={600}>
                {t('step4.legend.years')}:
              </Text>{' '}
              {level.numYears}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
