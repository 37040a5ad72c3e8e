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

/** What a page the browser's app renders says without script: the pages that work without it are the offers. */
const NO_SCRIPT_NOTICE: Record<Locale, { text: string; link: string }> = {
  en: { text: 'This page needs JavaScript: turn it on in your browser. Job offers and their search work without it:', link: 'see the job offers' },
  pl: { text: 'Ta strona wymaga JavaScriptu: włącz go w przeglądarce. Oferty pracy i ich wyszukiwarka działają bez niego:', link: 'zobacz oferty pracy' },
  no: { text: 'Denne siden trenger JavaScript: slå det på i nettleseren. Stillingsannonsene og søket i dem fungerer uten:', link: 'se stillingsannonsene' },
  ua: { text: 'Ця сторінка потребує JavaScript: увімкніть його в браузері. Вакансії та пошук вакансій працюють і без нього:', link: 'переглянути вакансії' },
};

/**
 * The app's empty root with a notice for a browser without script (a sign-in link followed from an offer,
 * say), instead of a blank page. The app replaces the root's content when it renders.
 */
export function withNoScriptNotice(pageHtml: string, locale: Locale): string {
  const { text, link } = NO_SCRIPT_NOTICE[locale];
  const notice = `<noscript><p style="max-width:40rem;margin:2rem auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif">${text} <a href="/search/query/showAll=true">${link}</a>.</p></noscript>`;
  return pageHtml.replace('<div id="root"></div>', () => `<div id="root">${notice}</div>`);
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
      const page = withNoScriptNotice(withHtmlLang(indexHtml, locale), locale);
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
