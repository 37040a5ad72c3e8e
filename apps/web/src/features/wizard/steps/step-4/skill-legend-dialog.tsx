import { Modal, Rating, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Step4Primary } from './professions.rules';

/** The skill-level legend: what each rating means, width 560. */
export function SkillLegendDialog({ levels, onClose }: { levels: Step4Primary['skillScale']; onClose(): void }) {
  const { t } = useTranslation('wizard');
  return (
    <Modal opened onClose={onClose} size={560} title={t('step4.legend.title')} centered>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={420}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('step4.legend.level')}</Table.Th>
                <Table.Th>{t('step4.legend.description')}</Table.Th>
                <Table.Th>{t('step4.legend.characteristic')}</Table.Th>
                <Table.Th>{t('step4.legend.years')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.map((level) => (
                <Table.Tr key={level.value}>
                  <Table.Td>
                    <Rating value={level.value} fractions={2} readOnly size="xs" role="img" aria-label={t('step4.rating.value', { rating: level.value })} />
                    <Text size="xs" fw={500}>
                      {level.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{level.description}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{level.characteristic}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{level.numYears}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Modal>
  );
}
