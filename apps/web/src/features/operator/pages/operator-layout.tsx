import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

/** The back office's sections, in the order an operator's day goes: the overview, what waits for a decision, then the records. */
const SECTIONS = [
  { to: '/operator', key: 'dashboard', end: true },
  { to: '/operator/moderation', key: 'moderation', end: false },
  { to: '/operator/users', key: 'users', end: false },
  { to: '/operator/orders', key: 'orders', end: false },
  { to: '/operator/invoices', key: 'register', end: false },
  { to: '/operator/ksef', key: 'ksef', end: false },
  { to: '/operator/operators', key: 'operators', end: false },
  { to: '/operator/audit', key: 'audit', end: false },
] as const;

/** /operator/*: the back office's title and navigation around the section shown. */
export function OperatorLayout() {
  const { t } = useTranslation('operator');
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {/* Compact buttons that wrap: on a phone every section stays in sight (a row scrolling sideways hides most of them).
            The others are plain buttons: the light variant's blue on its hover tint is below AA contrast. */}
        <Group component="nav" aria-label={t('nav')} gap={6}>
          {SECTIONS.map((section) => (
            <NavLink key={section.key} to={section.to} end={section.end} style={{ textDecoration: 'none' }}>
              {({ isActive }) => (
                <Button component="span" size="compact-md" variant={isActive ? 'filled' : 'default'}>
                  {t(`tabs.${section.key}`)}
                </Button>
              )}
            </NavLink>
            ))}
        </Group>
        <Outlet />
      </Stack>
    </Container>
  );
}
