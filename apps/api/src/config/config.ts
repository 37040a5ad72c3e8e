import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '../infra/storage/s3-storage.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const urlWithProtocols = (protocols: string[]) =>
  z.url().refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

/** A proxy address or network: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which forwarded headers to believe (Fastify's trustProxy). Off by default: the client address is
 * the socket's, so a made-up X-Forwarded-For changes nothing. Behind proxies: the number of proxy
 * hops in front of the server, or the proxies' addresses and networks, comma-separated.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || wrong.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be false, a hop count (1-10) or proxy addresses/CIDRs separated by commas${wrong.length > 0 ? `; not an address: ${wrong.join(', ')}` : ''}` });
      return z.NEVER;
    }
    return entries;
  });

/** A comma-separated list of web origins (scheme, host and port), e.g. `https://a.example,https://b.example`. */
const splitList = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);
const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
};
const originList = z
  .string()
  .refine((v) => splitList(v).every(isOrigin), 'must be comma-separated origins: scheme, host and port only, e.g. https://partner.example')
  .transform((v) => splitList(v).map((origin) => new URL(origin).origin));

/** The seller of the demo and of development: invoices of real payments must name the real one. */
const SELLER_PLACEHOLDERS = {
  SELLER_NAME: 'Trades Marketplace sp. z o.o.',
  SELLER_TAX_ID: '5260250274',
  SELLER_ADDRESS: 'ul. Prosta 1, 00-001 Warszawa',
  SELLER_BANK_ACCOUNT: 'PL61 1090 1014 0000 0712 1981 2874',
} as const;
const SELLER_SETTINGS = Object.keys(SELLER_PLACEHOLDERS) as (keyof typeof SELLER_PLACEHOLDERS)[];
const S3_CREDENTIALS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const P24_SETTINGS = ['P24_MERCHANT_ID', 'P24_POS_ID', 'P24_CRC', 'P24_API_KEY'] as const;
const S3_OPTIONS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX', ...S3_CREDENTIALS] as const;

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * What this process does: `all` (the default) serves HTTP and runs the background jobs; `web` serves HTTP and only
   * queues jobs; `worker` runs the jobs and their schedules and answers /healthz, /readyz and /metrics alone. `web` and `worker`
   * need DATABASE_URL: the embedded database belongs to one process.
   */
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  PUBLIC_URL: z.url().optional(),
  /** Browser origins besides PUBLIC_URL's that may call the API (CORS); none by default. */
  CORS_ORIGINS: originList.default([]),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Trades Marketplace <no-reply@localhost>'),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_FROM: z.string().max(11).default('Trades'),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  /** Prefix of the rate-limit keys in Redis: processes with the same one share their counts. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(100).default('trades-rl:'),
  /**
   * Multiplies every per-address limit: many people behind one address (a site's shared Wi-Fi, a
   * company's NAT) would otherwise share one allowance. Per-account limits are not scaled.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  TRUST_PROXY: trustProxySetting.default(false),
  /** SMS codes the whole site may send in an hour (a stop for SMS pumping through many accounts). */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Demo accounts (with a published password), offers and applications; default on outside production, refused in it. */
  DEMO_DATA: booleanFlag.optional(),
  /**
   * Tests and demos only: the process's clock starts at this instant (ISO 8601 with an offset) and runs on,
   * e.g. to see the site on a month's or a year's last evening. Refused in production.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  CANDIDATE_LOGIN_MAINTENANCE: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The bearer token Prometheus sends to read /metrics from another machine; without it only this machine's
   * own (loopback, unproxied) requests may read them.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST_DIR: z.string().optional(),
  CONTACT_INBOX: z.email().default('contact@localhost'),
  /** The first operator (the platform's staff), created or updated at every start: its e-mail and password. */
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  /**
   * The first operator's TOTP secret (base32, as an authenticator app shows it; spaces and padding ignored): the
   * operator counts as enrolled with it, so the first sign-in asks for its codes. Unset: enrolled at the first sign-in.
   */
  OPERATOR_TOTP_SECRET: z
    .string()
    .transform((v) => v.replace(/[\s=]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]{26,64}$/, 'must be base32 (letters A-Z and digits 2-7) of 26 to 64 characters (128 bits at least)'))
    .optional(),
  /** Ask the EU's VIES service about an EU buyer's VAT number when the company data is saved; the reverse charge then needs its confirmation. */
  VIES_ENABLED: booleanFlag.default(false),
  VIES_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  /** Approve makes an offer ready for publication without a paid order; default on outside production. */
  FREE_PUBLICATION: booleanFlag.optional(),
  /** Approve sends a draft offer to verification (5) before it is ready for publication. */
  OFFER_MODERATION: booleanFlag.default(false),
  OFFER_PUBLICATION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long an applicant's stage mail waits after a move: a move undone or changed within it sends nothing, or only the final stage's. */
  PIPELINE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * Who takes payments: `sandbox` (a page of the app with Pay and Decline; the default outside
   * production) or `przelewy24` (the default when P24_MERCHANT_ID is set). In production without
   * either, placing an order is refused.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'przelewy24']).optional(),
  P24_MERCHANT_ID: z.coerce.number().int().positive().optional(),
  P24_POS_ID: z.coerce.number().int().positive().optional(),
  P24_CRC: z.string().min(1).optional(),
  P24_API_KEY: z.string().min(1).optional(),
  /** Przelewy24's host; their sandbox unless set (production: https://secure.przelewy24.pl). */
  P24_BASE_URL: urlWithProtocols(['http', 'https']).default('https://sandbox.przelewy24.pl'),
  /** A waiting order never paid becomes failed (7) this many minutes after its last payment attempt. */
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(5).max(10_080).default(1440),
  /** A candidate who has not signed in for this many months gets a warning mail before their account is erased. */
  RETENTION_INACTIVE_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** Days between the warning and the erasure; a sign-in in between keeps the account. */
  RETENTION_GRACE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The seller on invoices (art. 106e): name, NIP, address, bank account. */
  SELLER_NAME: z.string().min(1).default(SELLER_PLACEHOLDERS.SELLER_NAME),
  SELLER_TAX_ID: z.string().min(1).default(SELLER_PLACEHOLDERS.SELLER_TAX_ID),
  SELLER_ADDRESS: z.string().min(1).default(SELLER_PLACEHOLDERS.SELLER_ADDRESS),
  SELLER_BANK_ACCOUNT: z.string().min(1).default(SELLER_PLACEHOLDERS.SELLER_BANK_ACCOUNT),
  /** Each issued invoice's FA(3) XML is sent to the national e-invoicing system (KSeF); off by default. */
  KSEF_ENABLED: booleanFlag.default(false),
  /** KSeF API 2.0; the ministry's test environment unless set (production: https://api.ksef.mf.gov.pl/v2). */
  KSEF_BASE_URL: urlWithProtocols(['http', 'https']).default('https://api-test.ksef.mf.gov.pl/v2'),
  /** The KSeF token (generated in KSeF for the seller, with the right to issue invoices). */
  KSEF_TOKEN: z.string().min(1).optional(),
  /** The NIP whose invoices are sent (the login context); SELLER_TAX_ID unless set. */
  KSEF_NIP: z.string().regex(/^\d{10}$/, 'must be a NIP: 10 digits').optional(),
  /** The ministry's public key (PEM); fetched from KSeF's public-key endpoint unless set. */
  KSEF_PUBLIC_KEY_PEM: z.string().includes('BEGIN', { message: 'must be a PEM public key or certificate' }).optional(),
  /** Uploaded files go to this S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_ENDPOINT: urlWithProtocols(['http', 'https']).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]+$/, 'letters, digits, dots, hyphens, underscores and slashes only')
    .refine((v) => !v.split('/').includes('..'), 'must not contain ..')
    .optional(),
});

/** A partial object-storage setup is refused rather than silently falling back to the local folder. */
const checkedEnvironmentSchema = environmentSchema.superRefine(
  (values, ctx) => {
    if (values.S3_BUCKET === undefined) {
      const stray = S3_OPTIONS.filter((name) => values[name] !== undefined);
      if (stray.length > 0) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `required when ${stray.join(', ')} is set` });
      return;
    }
    for (const name of S3_CREDENTIALS) {
      if (values[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required with S3_BUCKET' });
    }
  },
  // Also when other variables are wrong, so one start names every problem.
  { when: () => true },
).superRefine(
  (values, ctx) => {
    const p24 = values.PAYMENT_PROVIDER === 'przelewy24' || (values.PAYMENT_PROVIDER === undefined && values.P24_MERCHANT_ID !== undefined);
    if (!p24) return;
    for (const name of P24_SETTINGS) {
      if (values[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required with PAYMENT_PROVIDER=przelewy24' });
    }
  },
  // Also when other variables are wrong, so one start names every problem.
  { when: () => true },
).superRefine(
  (values, ctx) => {
    if ((values.OPERATOR_EMAIL === undefined) !== (values.OPERATOR_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', path: [values.OPERATOR_EMAIL === undefined ? 'OPERATOR_EMAIL' : 'OPERATOR_PASSWORD'], message: 'OPERATOR_EMAIL and OPERATOR_PASSWORD go together' });
    }
    if (values.OPERATOR_TOTP_SECRET !== undefined && values.OPERATOR_EMAIL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['OPERATOR_TOTP_SECRET'], message: 'needs OPERATOR_EMAIL and OPERATOR_PASSWORD' });
    }
  },
  { when: () => true },
).superRefine(
  (values, ctx) => {
    if (values.KSEF_ENABLED && values.KSEF_TOKEN === undefined) ctx.addIssue({ code: 'custom', path: ['KSEF_TOKEN'], message: 'required with KSEF_ENABLED=true' });
  },
  { when: () => true },
).superRefine(
  (values, ctx) => {
    if (values.PROCESS_ROLE !== 'all' && values.DATABASE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PROCESS_ROLE'], message: 'web and worker need DATABASE_URL (the embedded database belongs to one process)' });
    }
  },
  { when: () => true },
);

export type Environment = z.infer<typeof environmentSchema>;

/** Every setting the server reads (the deployment recipe names no other). */
export const SETTING_NAMES: readonly string[] = Object.keys(environmentSchema.shape);

type S3Variable = 'S3_BUCKET' | (typeof S3_OPTIONS)[number];

export interface AppConfig extends Omit<Environment, 'JWT_SECRET' | 'PUBLIC_URL' | 'FREE_PUBLICATION' | 'PAYMENT_PROVIDER' | 'KSEF_NIP' | 'DEMO_DATA' | S3Variable> {
  DEMO_DATA: boolean;
  /** The NIP invoices are sent to KSeF under: KSEF_NIP, or SELLER_TAX_ID's digits. */
  KSEF_NIP: string;
  /** The payment provider in use; null: none configured (production without Przelewy24), orders are refused. */
  PAYMENT_PROVIDER: 'sandbox' | 'przelewy24' | null;
  DATA_DIR: string;
  /** Set when S3_BUCKET is: uploaded files live in that bucket. */
  objectStorage?: S3Settings;
  FREE_PUBLICATION: boolean;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  isProduction: boolean;
  /**
   * Development tools (the outbox viewer) exist only outside production and without an SMTP
   * transport; even then they answer loopback sockets alone (see features/outbox).
   */
  devToolsEnabled: boolean;
}

export class ConfigError extends Error {}

/** Secrets generated on first start, kept under DATA_DIR so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret && stored.jwtSecret.length >= 32) return stored.jwtSecret;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/** 'uploads', '/uploads/' and 'uploads/' all put objects under 'uploads/'. */
function folderPrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/**
 * Reads and validates the environment once. A wrong value throws a ConfigError naming the variable.
 * Empty strings count as unset so `FOO=` in a shell does not fail validation.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedEnvironmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX, ...values } = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.JWT_SECRET && values.DATABASE_URL) {
    // Several stateless processes must share one signing secret; a per-disk secret would split them.
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL');
  }
  if (isProduction && values.CLOCK_START) throw new ConfigError('Invalid configuration:\n  CLOCK_START: not allowed in production');
  if (isProduction && values.DEMO_DATA) {
    throw new ConfigError('Invalid configuration:\n  DEMO_DATA: not allowed in production (the demo accounts share a published password); leave it unset');
  }
  const paymentProvider = values.PAYMENT_PROVIDER ?? (values.P24_MERCHANT_ID !== undefined ? 'przelewy24' : isProduction ? null : 'sandbox');
  if (isProduction && paymentProvider !== null) {
    // Real money would be invoiced in the demo seller's name: each placeholder must be replaced.
    const placeholders = SELLER_SETTINGS.filter((name) => env[name] === undefined || env[name] === '' || values[name] === SELLER_PLACEHOLDERS[name]);
    if (placeholders.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  ${placeholders.map((name) => `${name}: the seller's own value is required in production with a payment provider`).join('\n  ')}`);
    }
  }
  const objectStorage: S3Settings | undefined =
    S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? {
          bucket: S3_BUCKET,
          endpoint: S3_ENDPOINT,
          region: S3_REGION ?? 'us-east-1',
          // MinIO and most self-hosted services have no per-bucket host names; AWS prefers them.
          forcePathStyle: S3_FORCE_PATH_STYLE ?? S3_ENDPOINT !== undefined,
          prefix: folderPrefix(S3_PREFIX),
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: S3_SECRET_ACCESS_KEY,
        }
      : undefined;
  return {
    ...values,
    DATA_DIR: dataDir,
    objectStorage,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: values.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    PAYMENT_PROVIDER: paymentProvider,
    KSEF_NIP: values.KSEF_NIP ?? values.SELLER_TAX_ID.replace(/\D/g, ''),
    // The demo and development may publish for free; never once real payments are taken.
    FREE_PUBLICATION: paymentProvider === 'przelewy24' ? false : (values.FREE_PUBLICATION ?? !isProduction),
    DEMO_DATA: values.DEMO_DATA ?? !isProduction,
    isProduction,
    devToolsEnabled: !isProduction && values.SMTP_URL === undefined,
  };
}

/** For the command-line entry points: the settings, or the reason they are wrong and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
