import { LOCALES, type Locale, htmlLang, isWebPagePath } from '@trades/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PrecompressedText } from '../http/compression.ts';
import { varyOn } from '../http/vary.ts';
import { pageLocale } from './first-view.ts';

/** The page with `<html lang>` set to the locale's BCP 47 value. */
export function withHtmlLang(pageHtml: string, locale: Locale): string {
  return pageHtml.replace(/<html\b[^>]*>/i, (tag) => {
    const lang = `lang="${htmlLang(locale)}"`;
    return /\slang=/i.test(tag) ? tag.replace(/\slang=(["'])[^"']*\1/i, ` ${lang}`) : tag.replace(/^<html/i, `<html ${lang}`);
  });
}

/** The not-found page stays out of search results. */
function withNoindex(pageHtml: string): string {
  return pageHtml.replace(/<\/head>/i, '  <meta name="robots" content="noindex" />\n  </head>');
}

/**
 * The web app's page as the server sends it for every address it does not render itself: in the
 * visitor's language (pageLocale: the chosen language's cookie, else the browser's, else the default)
 * as `<html lang>`, which the app starts in; 200 for the app's pages, 404 for any other address, whose
 * page the app fills with its not-found page. Each variant is compressed once, at start.
 */
export class AppPageShell {
  private readonly pages = new Map<string, PrecompressedText>();

  constructor(indexHtml: string) {
    for (const locale of LOCALES) {
      const page = withHtmlLang(indexHtml, locale);
      this.pages.set(`${locale} page`, new PrecompressedText(page));
      this.pages.set(`${locale} missing`, new PrecompressedText(withNoindex(page)));
    }
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const pathname = request.url.split('?')[0] ?? '/';
    const known = isWebPagePath(pathname);
    const page = this.pages.get(`${pageLocale(request)} ${known ? 'page' : 'missing'}`) as PrecompressedText;
    varyOn(reply, 'accept-language, cookie');
    return page.send(request, reply.code(known ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-cache'));
  }
}
