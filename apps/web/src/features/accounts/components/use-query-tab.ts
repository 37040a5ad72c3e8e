import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export type AccountTab = 'candidate' | 'client';

/** The switch to the tab named in the query is delayed 500 ms. */
export const QUERY_TAB_DELAY_MS = 500;

/**
 * The sign-up and sign-in tabs: `?tab=1` is the employer tab. The page opens on the query's tab;
 * a later change of the query (a footer link followed on the page) switches after the delay.
 */
export function useQueryTab(): [AccountTab, (tab: AccountTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryTab: AccountTab = searchParams.get('tab') === '1' ? 'client' : 'candidate';
  // Opening on the candidate tab and switching later would drop what was typed meanwhile.
  const [tab, setTab] = useState<AccountTab>(queryTab);

  useEffect(() => {
    const timer = window.setTimeout(() => setTab(queryTab), QUERY_TAB_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryTab]);

  const select = (next: AccountTab) => {
    setTab(next);
    // Other parameters (the return path) stay.
    const params = new URLSearchParams(searchParams);
    if (next === 'client') params.set('tab', '1');
    else params.delete('tab');
    setSearchParams(params, { replace: true });
  };
  return [tab, select];
}
