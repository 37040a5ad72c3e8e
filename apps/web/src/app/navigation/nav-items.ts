import { ALL_OFFERS_PATH } from '@/features/search';
import type { SessionStatus } from '@/lib/session';

/** Who sees a navigation item. */
export type NavVisibility = 'all' | 'logged' | 'not-logged';

export interface NavItem {
  /** Key in the `layout` namespace under nav. */
  key: 'jobOffers' | 'contact' | 'login' | 'register' | 'yourAccount' | 'logout';
  to: string;
  visibility: NavVisibility;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'jobOffers', to: ALL_OFFERS_PATH, visibility: 'all' },
  { key: 'contact', to: '/contact', visibility: 'all' },
  { key: 'login', to: '/sign-in', visibility: 'not-logged' },
  { key: 'register', to: '/sign-up', visibility: 'not-logged' },
  { key: 'yourAccount', to: '/user', visibility: 'logged' },
  { key: 'logout', to: '/logout', visibility: 'logged' },
];

/** While the session is still starting only the items for everyone show, so nothing flips afterwards. */
export function visibleNavItems(status: SessionStatus, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter(
    (item) =>
      item.visibility === 'all' ||
      (item.visibility === 'logged' && status === 'authenticated') ||
      (item.visibility === 'not-logged' && status === 'anonymous'),
  );
}
