import { Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Logo } from '@/components/logo';
import classes from './page-loading-cover.module.css';

/** The cover stays 1 second on the first load, while the session starts. */
export const PAGE_LOADING_COVER_MS = 1000;
const FADE_MS = 300;

/** Covers the first second of a visit, so the layout settling (session, account type) does not flicker. */
export function PageLoadingCover() {
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>('shown');

  useEffect(() => {
    const leave = window.setTimeout(() => setPhase('leaving'), PAGE_LOADING_COVER_MS);
    const remove = window.setTimeout(() => setPhase('gone'), PAGE_LOADING_COVER_MS + FADE_MS);
    return () => {
      window.clearTimeout(leave);
      window.clearTimeout(remove);
    };
  }, []);

  if (phase === 'gone') return null;
  // Purely visual: the page underneath is already in the accessibility tree.
  return (
    <div className={classes.cover} data-leaving={phase === 'leaving' || undefined} aria-hidden>
      <Stack align="center" gap="md">
        <Logo />
        <Loader size="sm" />
      </Stack>
    </div>
  );
}
