import { type Query, type QueryClient, dehydrate } from '@tanstack/react-query';
import type { Locale } from '@trades/contracts';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { setApiTransport } from '@/lib/api-client';
import { markFirstViewFromServer } from '@/lib/first-view';
import { i18n, startI18n } from '@/lib/i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/routes';
import { firstViewStateScript } from './ssr/first-view-state';

/** What the API server asks for: a page's address, the visitor's language, and its own routes to fetch data from. */
export interface FirstViewRequest {
  url: string;
  locale: Locale;
  fetch: typeof fetch;
}

/** The page's first view: the markup of the root element, and the script that hands its data to the browser. */
export interface FirstView {
  html: string;
  stateScript: string;
}

/**
 * A page whose route redirects (a /lang/ link, a search form sent without script): the server answers
 * with the redirect itself, so the page works before and without the app's script.
 */
export interface FirstViewRedirect {
  redirectTo: string;
  status: number;
  setCookie?: string;
}

/** Only this site's own paths: a loader's redirect elsewhere is left to the browser's app. */
const SAME_SITE_PATH = /^\/(?![/\\])/;

function redirectOf(answer: Response): FirstViewRedirect | undefined {
  const location = answer.headers.get('location');
  if (answer.status < 300 || answer.status > 399 || !location || !SAME_SITE_PATH.test(location)) return undefined;
  return { redirectTo: location, status: answer.status, setCookie: answer.headers.get('set-cookie') ?? undefined };
}

/** Renders whose data needs one more round of requests (a list, then what it links to) stop here. */
const MAX_PASSES = 3;

markFirstViewFromServer();
const handler = createStaticHandler(appRoutes);
let i18nStarted: Promise<unknown> | undefined;
/** Renders run one at a time: the language, the API transport and the route modules are shared by the module. */
let queue: Promise<unknown> = Promise.resolve();

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries the render asked for and the server has not fetched yet. */
function queriesToFetch(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

/**
 * The first view of a page, rendered from the app's own components with the data it shows: each
 * pass renders, collects the queries the components asked for, and fetches them for the next pass.
 * A redirect when the route's loader redirects to a path of this site; undefined when the page cannot
 * be rendered as it would be in the browser (an error answer): the browser then renders it itself.
 */
async function render(request: FirstViewRequest): Promise<FirstView | FirstViewRedirect | undefined> {
  i18nStarted ??= startI18n(request.locale);
  await i18nStarted;
  if (i18n.language !== request.locale) await i18n.changeLanguage(request.locale);
  setApiTransport(request.fetch);

  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  if (context instanceof Response) return redirectOf(context);
  if (context.statusCode !== 200) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // An error is shown by the browser after its own retries, not frozen into the page.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const element = (
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const html = renderToString(element);
    const pending = queriesToFetch(queryClient);
    if (pending.length === 0) {
      if (queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return undefined;
      return { html, stateScript: firstViewStateScript({ locale: request.locale, queries: dehydrate(queryClient) }) };
    }
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  }
  return undefined;
}

export function renderFirstView(request: FirstViewRequest): Promise<FirstView | FirstViewRedirect | undefined> {
  const result = queue.then(() => render(request));
  queue = result.catch(() => undefined);
  return result;
}
