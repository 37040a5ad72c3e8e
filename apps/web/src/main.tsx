import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { markFirstViewFromServer } from '@/lib/first-view';
import { chosenLocale, startI18n } from '@/lib/i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { readFirstViewState } from './ssr/first-view-state';
import { loadMatchedRouteModules } from './ssr/route-modules';

// A page the server rendered is hydrated in the language it was rendered in, with the data it showed;
// one rendered in another language than this browser chose is rendered anew.
const serverState = readFirstViewState();
const firstView = serverState && (chosenLocale() ?? serverState.locale) === serverState.locale ? serverState : undefined;

// Render once the language's texts have arrived, so no bare translation keys flash on screen. The router
// comes after that too: a first-load loader (the /lang/... switch) runs at once and changes the language.
void startI18n(firstView?.locale).then(async () => {
  if (firstView) {
    markFirstViewFromServer();
    await loadMatchedRouteModules(appRoutes, window.location.pathname);
  }
  const router = createAppRouter();
  const queryClient = createQueryClient();
  if (firstView) hydrate(queryClient, firstView.queries);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root') as HTMLElement;
  if (firstView) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
