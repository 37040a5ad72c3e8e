import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
// The DOM build of the provider: a navigation may ask to render at once (flushSync) instead of as a transition.
import { RouterProvider } from 'react-router/dom';
import { markDocumentLoadedAt, markFirstViewFromServer } from '@/lib/first-view';
import { onFirstIntent, onIdleOrFirstIntent } from '@/lib/first-intent';
import { chosenLocale, loadAllTexts, servedLocale, startI18n } from '@/lib/i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { appRoutes } from './app/routes';
import { readFirstViewState } from './ssr/first-view-state';
import { loadMatchedRouteModules } from './ssr/route-modules';
import { loadAllStyles } from './styles/load-all-styles';

/**
 * Starts the app (main.tsx loads this). A page the server rendered is hydrated in the language it was
 * rendered in, with the data it showed; one rendered in another language than this browser chose is
 * rendered anew, as is a page the server sent without a first view. Answers the app's root.
 */
export async function startApp(): Promise<Root> {
  markDocumentLoadedAt(window.location.pathname);
  const serverState = readFirstViewState();
  const firstView = serverState && (chosenLocale() ?? serverState.locale) === serverState.locale ? serverState : undefined;
  if (firstView) {
    markFirstViewFromServer();
    onIdleOrFirstIntent(() => void loadAllStyles());
    onFirstIntent(() => void loadAllTexts());
  }
  // Render once the language's texts have arrived, so no bare translation keys flash on screen. The router
  // comes after that too: a first-load loader (the /lang/... switch) runs at once and changes the language.
  // A first view is hydrated with its page's code and texts loaded; a page rendered here waits for all the styles and texts.
  const pageReady = firstView ? loadMatchedRouteModules(appRoutes, window.location.pathname) : loadAllStyles();
  // Without a first view, the language the server sent the page in (html lang) when this browser chose none.
  await Promise.all([startI18n(firstView?.locale ?? chosenLocale() ?? servedLocale(), firstView ? 'first-view' : 'all'), pageReady]);

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
  const container = document.getElementById('root') as HTMLElement;
  // As a transition, hydration yields to the browser between pieces of work instead of holding it in one long task.
  if (firstView) {
    let hydrated: Root | undefined;
    startTransition(() => void (hydrated = hydrateRoot(container, app)));
    return hydrated as Root;
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}
