import { Box } from '@mantine/core';
import { type ReactNode, type RefObject, Suspense, lazy, useLayoutEffect, useRef } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { accessDecision, layoutFor, routeAccess } from '@/app/access';
import { useSession } from '@/lib/session';
import { PageLoader } from '@/components/page-loader';
import { EnforcePasswordChangeBox } from '@/features/accounts';
import { CookieConsent } from './cookie-consent';
import { NavigationProgress } from './navigation-progress';
import { PageLoadingCover } from './page-loading-cover';
import { MAIN_CONTENT_ID, PublicLayout } from './public-layout';

// Only signed-in users see the panels, so visitors never download them.
const ClientPanelLayout = lazy(async () => ({ default: (await import('./client-panel-layout')).ClientPanelLayout }));
const CandidatePanelLayout = lazy(async () => ({ default: (await import('./candidate-panel-layout')).CandidatePanelLayout }));

/** While the account must change its password, the box stays above every page. */
function ForcedPasswordChange() {
  const { user } = useSession();
  if (!user?.enforcePasswordChange) return null;
  return (
    <Box px="md" pt="md">
      <Suspense fallback={null}>
        <EnforcePasswordChangeBox />
      </Suspense>
    </Box>
  );
}

/** The page itself once the access rule allows it: a loader while the session starts, else a redirect. */
function GuardedOutlet() {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const decision = accessDecision(routeAccess(pathname), session.status, session.accountType, `${pathname}${search}${hash}`);
  if (decision.kind === 'wait') return <PageLoader minHeight="50vh" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

function Frame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { accountType } = useSession();
  switch (layoutFor(pathname, accountType)) {
    case 'landing':
      return (
        <Box component="main" id={MAIN_CONTENT_ID}>
          {children}
        </Box>
      );
    case 'client-panel':
      return (
        <Suspense fallback={<PageLoader minHeight="100vh" />}>
          <ClientPanelLayout>{children}</ClientPanelLayout>
        </Suspense>
      );
    case 'candidate-panel':
      return (
        <Suspense fallback={<PageLoader minHeight="100vh" />}>
          <CandidatePanelLayout>{children}</CandidatePanelLayout>
        </Suspense>
      );
    default:
      return <PublicLayout>{children}</PublicLayout>;
  }
}

/** Reads the page's scroll once, in the layout phase of the app's first render (`toRef` is null until then). */
function FirstScrollRead({ toRef }: { toRef: RefObject<number | null> }) {
  useLayoutEffect(() => {
    toRef.current = window.scrollY;
  }, [toRef]);
  return null;
}

/** Puts the first render's scroll back after ScrollRestoration's first run (the ref never changes: it runs once). */
function FirstScrollKept({ fromRef }: { fromRef: RefObject<number | null> }) {
  useLayoutEffect(() => {
    if (fromRef.current) window.scrollTo(0, fromRef.current);
  }, [fromRef]);
  return null;
}

/**
 * ScrollRestoration for navigations in the app, not for the page the app starts on: started without the
 * router's hydration data, its first run scrolls to the top, which threw a visitor who had scrolled the
 * server's page before the app started back up, under the finger about to tap a result or a page link.
 */
function ScrollKeeper() {
  const firstScroll = useRef<number | null>(null);
  return (
    <>
      <FirstScrollRead toRef={firstScroll} />
      <ScrollRestoration />
      <FirstScrollKept fromRef={firstScroll} />
    </>
  );
}

/** The root route's element: the frame for the account type and page, with the pieces every page shares. */
export function AppLayout() {
  return (
    <>
      <NavigationProgress />
      <PageLoadingCover />
      <Frame>
        <ForcedPasswordChange />
        <GuardedOutlet />
      </Frame>
      <CookieConsent />
      <ScrollKeeper />
    </>
  );
}
