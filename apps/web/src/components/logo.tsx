import { Group, Text } from '@mantine/core';
import { IconHelmet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product mark: a helmet and the name. Wrap it in a link where it leads home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <IconHelmet size={28} stroke={1.8} color={inverted ? 'white' : 'var(--mantine-color-blue-8)'} aria-hidden />
      <Text component="span" fw={800} fz={{ base: 'md', xs: 'lg' }} c={inverted ? 'white' : 'dark.8'} style={{ whiteSpace: 'nowrap' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
