import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, parseLocale } from '@trades/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The server-side entry of the web app (apps/web/src/entry-server.tsx, built to dist-ssr): it renders
 * a page's first view from the app's own components, fetching its data through the fetch it is given.
 */
export interface FirstViewEntry {
  renderFirstView(request: { url: string; locale: Locale; fetch: typeof fetch }): Promise<FirstView | FirstViewRedirect | undefined>;
}

/** The markup of the web app's root element, and the script that hands its data to the browser. */
export interface FirstView {
  html: string;
  stateScript: string;
}

/** A page whose route redirects (to a path of this site): answered as an HTTP redirect, never kept. */
export interface FirstViewRedirect {
  redirectTo: string;
  status: number;
  setCookie?: string;
}

export function isFirstViewRedirect(view: FirstView | FirstViewRedirect): view is FirstViewRedirect {
  return 'redirectTo' in view;
}

/** A render slower than this is dropped: the browser renders the page itself. */
export const FIRST_VIEW_TIMEOUT_MS = 3000;
/**
 * A first view is kept this long per address and language, as long as the public offer list may be
 * (max-age=30): a visited page is rendered once per half minute, and the browser refetches its data anyway.
 */
export const FIRST_VIEW_TTL_MS = 30_000;
const MAX_KEPT_VIEWS = 500;

/** The web app's own cookies: a session exists (token, refresh mark). Signed-in pages are rendered in the browser. */
const SESSION_COOKIES = ['token', 'refresh'];

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

/** A mail's link through the web app's language switch, /lang/{locale}/...: the page opens in that language at once. */
const LANGUAGE_LINK = /^\/lang\/([^/?#]+)/;

/**
 * The language of every page: the one a /lang/ link names, else the one the visitor chose or, once signed in,
 * the account's (the web app keeps either in its cookie), else the browser's, else the default.
 */
export function pageLocale(request: FastifyRequest): Locale {
  return (
    parseLocale(LANGUAGE_LINK.exec(request.url)?.[1]) ??
    parseLocale(cookieValue(request, LOCALE_COOKIE)) ??
    parseLocale(request.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}

/** The page with its first view in the root element and the data script before the app's scripts. */
export function withFirstView(pageHtml: string, view: FirstView): string {
  return pageHtml.replace(/<div id="root"><\/div>/, () => `<div id="root">${view.html}</div>${view.stateScript}`);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`first view not rendered within ${ms} ms`)), ms).unref());
}

/**
 * Renders first views with the web app's server entry; the data requests go to this server's own
 * routes in-process (app.inject), as the visitor (address, agent, cookies). Any failure, or a page
 * the entry declines, gives undefined: the caller then sends the plain app page, never an error.
 */
export class FirstViewRenderer {
  private readonly kept = new Map<string, { view: FirstView; until: number }>();

  private constructor(
    private readonly entry: FirstViewEntry,
    private readonly app: FastifyInstance,
  ) {}

  /** The renderer of the built entry, or undefined when there is none (API-only deployments, most tests). */
  static async load(entryPath: string | undefined, app: FastifyInstance): Promise<FirstViewRenderer | undefined> {
    if (!entryPath || !existsSync(entryPath)) return undefined;
    try {
      const entry = (await import(pathToFileURL(entryPath).href)) as Partial<FirstViewEntry>;
      if (typeof entry.renderFirstView !== 'function') throw new Error('the entry exports no renderFirstView');
      return new FirstViewRenderer(entry as FirstViewEntry, app);
    } catch (error) {
      app.log.error({ err: error, entryPath }, 'the web app server entry did not load: pages are rendered in the browser');
      return undefined;
    }
  }

  async render(request: FastifyRequest, locale: Locale): Promise<FirstView | FirstViewRedirect | undefined> {
    if (SESSION_COOKIES.some((name) => cookieValue(request, name))) return undefined;
    const key = `${locale} ${request.url}`;
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.view;
    try {
      const rendering = this.entry.renderFirstView({ url: request.url, locale, fetch: this.fetchAs(request, now + FIRST_VIEW_TIMEOUT_MS) });
      const view = await Promise.race([rendering, timeout(FIRST_VIEW_TIMEOUT_MS)]);
      if (view && !isFirstViewRedirect(view)) this.keep(key, view, now);
      return view;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'first view not rendered: the browser renders the page');
      return undefined;
    }
  }

  /** What the kept views show changed (public offers, reference data): every page is rendered afresh. */
  forget(): void {
    this.kept.clear();
  }

  private keep(key: string, view: FirstView, now: number): void {
    this.kept.delete(key);
    if (this.kept.size >= MAX_KEPT_VIEWS) {
      for (const [oldKey, old] of this.kept) if (old.until <= now) this.kept.delete(oldKey);
      // Still full of live views: the oldest goes (a Map iterates in insertion order).
      const oldest = this.kept.keys().next();
      if (this.kept.size >= MAX_KEPT_VIEWS && !oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(key, { view, until: now + FIRST_VIEW_TTL_MS });
  }

  /**
   * The entry's fetch: this server's own routes as the visitor. A request still unanswered at the
   * render's deadline fails, so a render given up on ends too; the entry renders one page at a time,
   * and a render left waiting would hold every later one back.
   */
  private fetchAs(visitor: FastifyRequest, deadline: number): typeof fetch {
    return async (input, init) => {
      const headers = new Headers(init?.headers);
      for (const name of ['user-agent', 'cookie'] as const) {
        const value = visitor.headers[name];
        if (value && !headers.has(name)) headers.set(name, value);
      }
      const answering = this.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: Object.fromEntries(headers),
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: visitor.ip,
      });
      const answer = await Promise.race([answering, timeout(Math.max(0, deadline - Date.now()))]);
      const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(bodyless ? null : answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
    };
  }
}
