import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visiblePages } from '../pagination';

/**
 * Page links of the offer list: previous, at most six numbered pages around the current one,
 * next. Links rather than buttons, so every page has its own address.
 */
export function ResultsPagination({ page, total, pathOf }: { page: number; total: number; pathOf(page: number): string }) {
  const { t } = useTranslation('search');
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pagination.label')} gap={6} justify="center" wrap="wrap">
      {page > 1 ? (
        <Button component={Link} to={pathOf(page - 1)} variant="default" px="xs" aria-label={t('pagination.previous')}>
          <IconChevronLeft size={18} aria-hidden />
        </Button>
      ) : null}
      {visiblePages(page, total).map((number) => (
        <Button
          key={number}
          component={Link}
          to={pathOf(number)}
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: number })}
          miw={40}
          px="xs"
          data-testid="page-button"
        >
          {number}
        </Button>
      ))}
      {page < total ? (
        <Button component={Link} to={pathOf(page + 1)} variant="default" px="xs" aria-label={t('pagination.next')}>
          <IconChevronRight size={18} aria-hidden />
        </Button>
      ) : null}
    </Group>
  );
}
