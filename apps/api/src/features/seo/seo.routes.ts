import { type Locale, htmlLang, offerPageTitle } from '@trades/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { AppError } from '../../infra/http/errors.ts';
import { isFirstViewRedirect, pageLocale, withFirstView } from '../../infra/web/first-view.ts';
import { withNoScriptNotice } from '../../infra/web/app-page.ts';
import { type OfferApplications, type OfferListCache, countAllPublicOffers, findOfferForPage, listPublicOfferUrls, parseOfferRef } from '../offers/index.ts';
import { type PageHead, jobPosting, offerPath, plainText, renderPage, robotsTxt, siteName, sitemapIndexXml, sitemapXml } from './seo-html.ts';
import { varyOn } from '../../infra/http/vary.ts';

/** The protocol's limit is 50,000 addresses per file; larger sitemaps become an index of parts. */
export const SITEMAP_PART_SIZE = 45_000;
const DESCRIPTION_LENGTH = 160;

/**
 * What search engines and first-time visitors read: the public pages (home, search lists, offers)
 * with their first view rendered from the web app's components, offer pages with their title,
 * description and JobPosting data in the HTML itself (the web app then takes over), the sitemap
 * and robots.txt. A page that cannot be rendered goes out as the plain app page.
 */
export const seoRoutes =
  (context: FeatureContext & { offerListCache: OfferListCache; applications: OfferApplications }): FastifyPluginAsyncZod =>
  async (app) => {
    const publicUrl = context.config.PUBLIC_URL;
    const indexHtml = context.webIndexHtml;
    const offerDeps = { db: context.db, links: context.fileLinks, catalogue: context.catalogue, cache: context.offerListCache, applications: context.applications };

    /** The page in the visitor's language, with its first view when it renders; revalidated on every visit. */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, locale: Locale, head: (indexHtml: string) => PageHead) {
      // Without the built web app there is no page to render (API-only deployments and tests).
      if (!indexHtml) throw AppError.notFound();
      const view = await context.firstViews?.render(request, locale);
      if (view && isFirstViewRedirect(view)) {
        if (view.setCookie) reply.header('set-cookie', view.setCookie);
        return varyOn(reply, 'accept-language, cookie').header('cache-control', 'no-store').redirect(view.redirectTo, view.status);
      }
      const page = renderPage(indexHtml, { ...head(indexHtml), lang: htmlLang(locale) });
      return varyOn(reply, 'accept-language, cookie')
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(view ? withFirstView(page, view) : withNoScriptNotice(page, locale));
    }

    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, pageLocale(request), (html) => ({ title: siteName(html), canonicalUrl: `${publicUrl}/` })),
    );
    app.get('/search', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pageLocale(request), (html) => ({ title: siteName(html) })));
    app.get('/search/*', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pageLocale(request), (html) => ({ title: siteName(html) })));
    // A language link (/lang/{locale}/{path}) switches the language on the server too, for a visitor without the app's script.
    app.get('/lang/*', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pageLocale(request), (html) => ({ title: siteName(html), noindex: true })));

    app.get(
      '/offer/:ref',
      { schema: { hide: true, params: z.object({ ref: z.string().max(250) }) } },
      async (request, reply) => {
        if (!indexHtml) throw AppError.notFound();
        const locale = pageLocale(request);
        const ref = parseOfferRef(request.params.ref);
        const offer = ref ? await findOfferForPage(offerDeps, ref, locale) : undefined;
        if (!offer) {
          // The web app shows its own not-found page; search engines are told to drop the address.
          return varyOn(reply, 'accept-language, cookie')
            .code(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(withNoScriptNotice(renderPage(indexHtml, { title: siteName(indexHtml), noindex: true, lang: htmlLang(locale) }), locale));
        }
        const headline = offerPageTitle(offer);
        return sendPage(request, reply, locale, (html) => ({
          title: `${headline} | ${siteName(html)}`,
          description: plainText(offer.description, DESCRIPTION_LENGTH) || headline,
          canonicalUrl: `${publicUrl}${offerPath(offer)}`,
          jsonLd: jobPosting(offer, publicUrl),
        }));
      },
    );

    const fixedPages = [`${publicUrl}/`, `${publicUrl}/search`];

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const now = new Date();
      const total = await countAllPublicOffers(context.db, now);
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      if (total + fixedPages.length <= SITEMAP_PART_SIZE) {
        const offers = await listPublicOfferUrls(context.db, now, SITEMAP_PART_SIZE, 0);
        return sitemapXml([...fixedPages.map((loc) => ({ loc })), ...offers.map((o) => ({ loc: `${publicUrl}${offerPath(o)}`, lastmod: o.updatedAt.toISOString().slice(0, 10) }))]);
      }
      const parts = Math.ceil(total / SITEMAP_PART_SIZE);
      return sitemapIndexXml([`${publicUrl}/sitemap/pages.xml`, ...Array.from({ length: parts }, (_, i) => `${publicUrl}/sitemap/offers-${i + 1}.xml`)]);
    });

    app.get('/sitemap/:part', { schema: { hide: true, params: z.object({ part: z.string().max(40) }) } }, async (request, reply) => {
      const part = request.params.part;
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      if (part === 'pages.xml') return sitemapXml(fixedPages.map((loc) => ({ loc })));
      const match = /^offers-(\d{1,4})\.xml$/.exec(part);
      const page = match ? Number(match[1]) : 0;
      if (page < 1) throw AppError.notFound();
      const offers = await listPublicOfferUrls(context.db, new Date(), SITEMAP_PART_SIZE, (page - 1) * SITEMAP_PART_SIZE);
      if (offers.length === 0) throw AppError.notFound();
      return sitemapXml(offers.map((o) => ({ loc: `${publicUrl}${offerPath(o)}`, lastmod: o.updatedAt.toISOString().slice(0, 10) })));
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(publicUrl)),
    );
  };
