import { Button, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { IconBriefcase, IconLogin, IconLogout, IconMail, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { type NavItem, visibleNavItems } from './nav-items';

const ICONS: Record<NavItem['key'], typeof IconLogin> = {
  jobOffers: IconBriefcase,
  contact: IconMail,
  login: IconLogin,
  register: IconUserPlus,
  yourAccount: IconUserCircle,
  logout: IconLogout,
};

function isActive(item: NavItem, pathname: string): boolean {
  if (item.key === 'jobOffers') return pathname.startsWith('/search');
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The main navigation of the public layout: a row on wide screens, a list in the mobile drawer. */
export function MainNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const { status } = useSession();
  const { pathname } = useLocation();
  const items = visibleNavItems(status);

  if (vertical) {
    return (
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const Icon = ICONS[item.key];
          return (
            <li key={item.key}>
              <MantineNavLink
                component={Link}
                to={item.to}
                label={t(`nav.${item.key}`)}
                leftSection={<Icon size={20} aria-hidden />}
                active={isActive(item, pathname)}
                aria-current={isActive(item, pathname) ? 'page' : undefined}
                onClick={onNavigate}
              />
            </li>
          );
        })}
      </Stack>
    );
  }

  return (
    <Group gap={4} component="ul" m={0} p={0} wrap="nowrap" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.key}>
          <Button
            component={Link}
            to={item.to}
            variant={item.key === 'register' ? 'filled' : isActive(item, pathname) ? 'light' : 'subtle'}
            color={item.key === 'register' || isActive(item, pathname) ? 'blue' : 'dark'}
            aria-current={isActive(item, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {t(`nav.${item.key}`)}
          </Button>
        </li>
      ))}
    </Group>
  );
}
