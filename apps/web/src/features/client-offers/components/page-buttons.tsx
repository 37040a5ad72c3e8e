import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageButtons } from '../offer-list-rules';

/** The page-number bar under the table: each page is a link to the same list at that page. */
export function PageButtons({ page, pageCount, pathOf }: { page: number; pageCount: number; pathOf(page: number): string }) {
  const { t } = useTranslation('clientOffers');
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={t('list.pagination')} gap={6} justify="center" wrap="wrap">
      {pageButtons(page, pageCount).map((button, i) =>
        button === 'gap' ? (
          <Text key={`gap-${i}`} c="dimmed" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={button}
            component={Link}
            to={pathOf(button)}
            variant={button === page ? 'filled' : 'default'}
            aria-current={button === page ? 'page' : undefined}
            aria-label={t('list.page', { page: button })}
            miw={40}
            px="xs"
          >
            {button}
          </Button>
        ),
      )}
    </Group>
  );
}
