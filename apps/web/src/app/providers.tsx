import { type CSSVariablesResolver, MantineProvider, type MantineTransition, createTheme } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { SessionProvider } from '@/lib/session';

/**
 * Mantine's fade-down, with a closing dialog taking no taps: a dialog closed by a fast answer stays on screen for
 * its fade, and a double tap's second tap would press its button (create a brand, confirm an action) again.
 */
const dialogTransition: MantineTransition = {
  in: { opacity: 1, transform: 'translateY(0)' },
  out: { opacity: 0, transform: 'translateY(-30px)', pointerEvents: 'none' },
  transitionProperty: 'opacity, transform',
};

const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  defaultRadius: 'md',
});

/**
 * Mantine's default "dimmed" grey (gray.6) and error red (red.6, 3.3:1: field errors, an invalid field's text) are
 * below the 4.5:1 text contrast of WCAG AA on white.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

// The toasts' code loads with the first toast, not with every page.
const Notifications = lazy(async () => ({ default: (await import('./toasts-outlet')).Notifications }));
const hasToasts = () => notificationsStore.getState().notifications.length + notificationsStore.getState().queue.length > 0;
const noToasts = () => false;

function Toasts() {
  const [wanted, setWanted] = useState(false);
  const toastShown = useSyncExternalStore(notificationsStore.subscribe, hasToasts, noToasts);
  if (toastShown && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (404, 403) will not change on retry.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const { t } = useTranslation('common');
  // Close buttons of toasts and dialogs show only an icon: a label names them for screen readers, in the page's language.
  const localizedTheme = useMemo(
    () =>
      createTheme({
        ...theme,
        components: {
          ...theme.components,
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('closeNotification') } } },
          Modal: { defaultProps: { transitionProps: { duration: 200, transition: dialogTransition }, closeButtonProps: { 'aria-label': t('closeDialog') } } },
        },
      }),
    [t],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        <SessionProvider>{children}</SessionProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
