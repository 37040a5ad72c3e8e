import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Security headers on every answer and CORS for the site's own origin and the configured ones. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): Promise<void> {
  const https = settings.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    // Uploaded images are shown from other origins' pages only through our own web app.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only a site served over TLS may tell browsers to insist on it.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    // nosniff, the resource policy and HSTS stay: they apply to subresources as well.
    if (SUBRESOURCE_FILE.test(request.url)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    else reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  const allowed = new Set([originOf(settings.publicUrl), ...settings.corsOrigins.map(originOf)]);
  await app.register(cors, {
    // A function (not a fixed value) makes the plugin answer per origin and always send Vary: Origin.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    // Every method the API uses; the plugin's default leaves out PUT, PATCH and DELETE.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
}
