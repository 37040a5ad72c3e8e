import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's #fragment names into view once the page shows it: a link to a
 * section of a long page (the settings' company data) opens that section, which the router alone
 * does not do.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
