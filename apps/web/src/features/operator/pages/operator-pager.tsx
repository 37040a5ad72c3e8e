import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface OperatorPagerProps {
  page: number;
  hasMore: boolean;
  onPage(page: number): void;
}

/** Previous, "Page n" and next under a back-office list; nothing when everything fits on one page. */
export function OperatorPager({ page, hasMore, onPage }: OperatorPagerProps) {
  const { t } = useTranslation('operator');
  if (page <= 1 && !hasMore) return null;
  return (
    <Group justify="space-between">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </Button>
      <Text size="sm">{t('paging.page', { page })}</Text>
      <Button variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </Button>
    </Group>
  );
}
