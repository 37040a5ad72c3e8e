import { NavLink as MantineNavLink } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

export interface PanelLink {
  to: string;
  label: string;
  icon: Icon;
  /** Exact paths match only themselves; others also match their sub-paths (/user/offers/active/2). */
  exact?: boolean;
  /** Marks the link active for a whole section (both price lists). */
  matchPrefix?: string;
  disabled?: boolean;
}

function matches(link: PanelLink, pathname: string): boolean {
  const path = link.matchPrefix ?? link.to.split('?')[0] ?? link.to;
  return link.exact ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
}

/** A list of side-panel links; a disabled one is shown but cannot be followed. */
export function PanelLinks({ links, onNavigate }: { links: PanelLink[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {links.map((link) => {
        const Icon = link.icon;
        const active = matches(link, pathname);
        return (
          <li key={link.to}>
            {link.disabled ? (
              <MantineNavLink component="span" label={link.label} leftSection={<Icon size={18} aria-hidden />} disabled aria-disabled />
            ) : (
              <MantineNavLink
                component={Link}
                to={link.to}
                label={link.label}
                leftSection={<Icon size={18} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
