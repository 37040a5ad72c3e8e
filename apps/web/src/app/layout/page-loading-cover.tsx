import { Loader, Stack } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Logo } from '@/components/logo';
import { firstViewFromServer } from '@/lib/first-view';
import { useSession } from '@/lib/session';
import classes from './page-loading-cover.module.css';

/** The cover is gone at the latest 1 second after the first load, fade included. */
export const PAGE_LOADING_COVER_MS = 1000;
const FADE_MS = 200;
const SETTLE_MS = 100;

/**
 * Covers the first load only while it is actually loading (the session starting, the first data
 * being fetched), so the layout settling does not flicker; it never stays longer than
 * PAGE_LOADING_COVER_MS, and leaves as soon as the page is ready.
 */
export function PageLoadingCover() {
  // A page the server rendered is already there: nothing to cover.
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>(() => (firstViewFromServer() ? 'gone' : 'shown'));
  const { status } = useSession();
  const fetching = useIsFetching();
  const ready = status !== 'starting' && fetching === 0;

  useEffect(() => {
    const leave = window.setTimeout(() => setPhase((current) => (current === 'shown' ? 'leaving' : current)), PAGE_LOADING_COVER_MS - FADE_MS);
    return () => window.clearTimeout(leave);
  }, []);

  // Ready for a moment, not just between the layout mounting and the page's first request.
  useEffect(() => {
    if (!ready || phase !== 'shown') return;
    const leave = window.setTimeout(() => setPhase('leaving'), SETTLE_MS);
    return () => window.clearTimeout(leave);
  }, [ready, phase]);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const remove = window.setTimeout(() => setPhase('gone'), FADE_MS);
    return () => window.clearTimeout(remove);
  }, [phase]);

  if (phase === 'gone') return null;
  // Purely visual: the page underneath is already in the accessibility tree.
  return (
    <div className={classes.cover} data-testid="page-loading-cover" data-leaving={phase === 'leaving' || undefined} aria-hidden>
      <Stack align="center" gap="md">
        <Logo />
        <Loader size="sm" />
      </Stack>
    </div>
  );
}
