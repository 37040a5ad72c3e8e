import { type Locale, parseLocale } from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { AppError } from '../../infra/http/errors.ts';
import { countAllPublicOffers, findOfferForPage, listPublicOfferUrls, parseOfferRef } from '../offers/index.ts';
import { jobPosting, offerHeadline, offerPath, plainText, renderPage, robotsTxt, siteName, sitemapIndexXml, sitemapXml } from './seo-html.ts';

/** The protocol's limit is 50,000 addresses per file; larger sitemaps become an index of parts. */
export const SITEMAP_PART_SIZE = 45_000;
const DESCRIPTION_LENGTH = 160;
/** HTML lang values (BCP 47) of the product locales: ua is Ukrainian (uk), no is Bokmål (nb). */
const HTML_LANG: Record<Locale, string> = { pl: 'pl', en: 'en', no: 'nb', ua: 'uk' };

/**
 * What search engines read: offer pages rendered with their title, description and JobPosting
 * data in the HTML itself (the web app then takes over), the sitemap and robots.txt.
 */
export const seoRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const publicUrl = context.config.PUBLIC_URL;
    const indexHtml = context.webIndexHtml;
    const offerDeps = { db: context.db, links: context.fileLinks, catalogue: context.catalogue, cache: context.offerListCache };

    app.get(
      '/offer/:ref',
      { schema: { hide: true, params: z.object({ ref: z.string().max(250) }) } },
      async (request, reply) => {
        // Without the built web app there is no page to render (API-only deployments and tests).
        if (!indexHtml) throw AppError.notFound();
        const locale = parseLocale(request.headers['accept-language']) ?? 'en';
        const ref = parseOfferRef(request.params.ref);
        const offer = ref ? await findOfferForPage(offerDeps, ref, locale) : undefined;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        if (!offer) {
          // The web app shows its own not-found page; search engines are told to drop the address.
          return reply.code(404).send(renderPage(indexHtml, { title: siteName(indexHtml), noindex: true }));
        }
        const headline = offerHeadline(offer);
        return renderPage(indexHtml, {
          title: `${headline} | ${siteName(indexHtml)}`,
          description: plainText(offer.description, DESCRIPTION_LENGTH) || headline,
          canonicalUrl: `${publicUrl}${offerPath(offer)}`,
          lang: HTML_LANG[locale],
          jsonLd: jobPosting(offer, publicUrl),
        });
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
