import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderSettings {
  /** The site's own address; https turns on HSTS. */
  publicUrl: string;
  /** Other origins allowed to call the API from a browser (CORS). */
  corsOrigins: readonly string[];
}

/**
 * No inline or remote script anywhere: the web app, its server-rendered offer pages (JSON-LD is
 * data, which script-src does not govern) and /docs (swagger-ui) load scripts from their own
 * origin only. Inline styles stay allowed: Mantine and swagger-ui set style attributes, and the
 * mail view's srcdoc frame inherits this policy.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain http (development) an upgrade would send the page's own requests to a port without TLS.
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Features a page may use; the product needs none of these. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The origin of an address (scheme, host, port), as browsers send it in the Origin header. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Headers a browser reads only on a document (a page or a frame): its policies, framing and referrer.
 * A script, a stylesheet or a font ignores them, and a phone on HTTP/1.1 pays for them on each of
 * the first view's files.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The web app's hashed build files that are never shown as a document (SVG and HTML are kept whole). */
const SUBRESOURCE_FILE = /^\/assets\/[^?#]+\.(?:js|css|woff2?|png|jpe?g|webp|avif)(?:[?#]|$)/;

/** The headers Helmet sets for these options, read once by running it against a recorder. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers on every answer and CORS for the site's own origin and the configured ones. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): Promise<void> {
  const https = settings.publicUrl.startsWith('https:');
  // The policy holds no per-request part (no nonce: no page has inline script), so the headers are built once, not per answer.
  const documentHeaders = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
      // Uploaded images are shown from other origins' pages only through our own web app.
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only a site served over TLS may tell browsers to insist on it.
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // nosniff, the resource policy and HSTS stay: they apply to subresources as well.
  const subresourceHeaders = Object.fromEntries(Object.entries(documentHeaders).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') && SUBRESOURCE_FILE.test(request.url) ? subresourceHeaders : documentHeaders);
    done();
  });

  const allowed = new Set([originOf(settings.publicUrl), ...settings.corsOrigins.map(originOf)]);
  await app.register(cors, {
    // A function (not a fixed value) makes the plugin answer per origin and always send Vary: Origin.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    // Every method the API uses; the plugin's default leaves out PUT, PATCH and DELETE.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}
