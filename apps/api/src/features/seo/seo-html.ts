import { type OfferDetail, offerPageTitle } from '@trades/contracts';

/* Pure builders of what search engines read: head tags of offer pages, JobPosting data, sitemap, robots. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML text and double- or single-quoted attributes (and XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON safe inside a <script> element: no `</script>`, no HTML comment openers, no JS line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of an HTML fragment: tags dropped, common entities decoded, spaces collapsed, cut at a word. */
export function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The address of an offer page: /offer/{id}-{slug}, or /offer/{id} when the slug is empty. */
export function offerPath(offer: Pick<OfferDetail, 'id' | 'slug'>): string {
  return offer.slug ? `/offer/${offer.id}-${offer.slug}` : `/offer/${offer.id}`;
}

/** schema.org employment types from the offer's contract types; a fixed end adds TEMPORARY. */
const EMPLOYMENT_TYPE_BY_CONTRACT: Record<number, string> = { 1: 'FULL_TIME', 2: 'CONTRACTOR', 3: 'CONTRACTOR', 4: 'TEMPORARY', 5: 'FULL_TIME' };

export function employmentTypes(offer: Pick<OfferDetail, 'contractTypes' | 'workEndAt'>): string[] {
  const types = new Set(offer.contractTypes.map((type) => EMPLOYMENT_TYPE_BY_CONTRACT[type.id] ?? 'OTHER'));
  if (offer.workEndAt) types.add('TEMPORARY');
  if (types.size === 0) types.add('FULL_TIME');
  return [...types];
}

/** A schema.org JobPosting (the structured data search engines show as a job). Salaries are hourly gross. */
export function jobPosting(offer: OfferDetail, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}${offerPath(offer)}`;
  const logo = offer.client.logo && offer.client.logo !== 'fakeLogo.png' ? new URL(offer.client.logo, `${publicUrl}/`).toString() : undefined;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: offer.profession.title,
    description: offer.description || offerPageTitle(offer),
    identifier: { '@type': 'PropertyValue', name: offer.client.name, value: offer.uuid },
    url,
    datePosted: offer.publicationAt,
    validThrough: offer.endPublicationAt,
    employmentType: employmentTypes(offer),
    industry: offer.industry.title,
    totalJobOpenings: offer.numberOfVacancies,
    hiringOrganization: { '@type': 'Organization', name: offer.client.name, ...(logo ? { logo } : {}) },
  };
  if (offer.workStartAt) posting.jobStartDate = offer.workStartAt;
  if (offer.workLocationState) {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressCountry: offer.workLocationState.countryCode,
        ...(offer.workLocationCity ? { addressLocality: offer.workLocationCity.title } : {}),
        ...(offer.workLocationRegion ? { addressRegion: offer.workLocationRegion.title } : {}),
      },
    };
  }
  const min = offer.salaryGrossValueMin;
  if (offer.showSalaryGross && min) {
    const max = offer.salaryGrossValueMax;
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: min.currency,
      value: { '@type': 'QuantitativeValue', minValue: min.amount, ...(max ? { maxValue: max.amount } : {}), unitText: 'HOUR' },
    };
  }
  return posting;
}

export interface PageHead {
  title: string;
  description?: string;
  canonicalUrl?: string;
  lang?: string;
  /** Structured data for the page, as one JSON-LD block. */
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

/**
 * The web app's index.html with this page's head: its <title>, meta description, canonical link,
 * Open Graph tags, JSON-LD and, for pages that must stay out of search results, a noindex.
 * Every value is escaped; the app itself is untouched.
 */
export function renderPage(indexHtml: string, head: PageHead): string {
  const tags: string[] = [];
  if (head.description !== undefined) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`, '<meta property="og:type" content="website" />');
  if (head.description !== undefined) tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  if (head.canonicalUrl) tags.push(`<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);

  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`);
  if (!/<title>/i.test(html)) html = html.replace(/<\/head>/i, `<title>${escapeHtml(head.title)}</title></head>`);
  if (head.description !== undefined) html = html.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  if (head.lang) html = html.replace(/<html([^>]*)\slang=["'][^"']*["']/i, `<html$1 lang="${escapeHtml(head.lang)}"`);
  return html.replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}

/** The site's own name: the title of the web app's index.html. */
export function siteName(indexHtml: string): string {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(indexHtml);
  return match?.[1]?.trim() || 'Trades Marketplace';
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** A sitemap.org urlset. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A sitemap index pointing to the parts of a sitemap too large for one file. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything public may be crawled except the signed-in areas; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /user', 'Disallow: /client', 'Disallow: /wizard', 'Disallow: /offer/preview', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
