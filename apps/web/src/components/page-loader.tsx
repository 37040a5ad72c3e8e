import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from './loading-indicator';

/** A centred spinner for a page or section that is still loading. */
export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={minHeight}>
      <LoadingIndicator label={t('loading')} />
    </Center>
  );
}
