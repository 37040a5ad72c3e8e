import { type ReactNode, Suspense } from 'react';

/**
 * Server-rendered content that the app adopts after the rest of the page: a boundary is hydrated on its own,
 * later, so a tap elsewhere right after the app starts waits only for the part of the page around it
 * (React hydrates the boundary a tap lands in first). `fallback` shows only if the content must render anew.
 */
export function HydrateLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
