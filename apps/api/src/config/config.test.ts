import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'trades-config-'));

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://x'],
    ['REDIS_URL', 'memcached://x'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['CORS_ORIGINS', 'https://partner.example/app'],
    ['CORS_ORIGINS', 'partner.example'],
    ['CLOCK_START', '31.12.2026 23:30'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}:`);
  });

  it('reads CORS_ORIGINS as a comma-separated list of origins, none by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) }).CORS_ORIGINS).toEqual([]);
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32), CORS_ORIGINS: 'https://a.example, http://localhost:5173/' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
  });

  it('reads RATE_LIMIT_MULTIPLIER as a whole number from 1, 1 by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) }).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32), RATE_LIMIT_MULTIPLIER: '50' }).RATE_LIMIT_MULTIPLIER).toBe(50);
    expect(configError({ RATE_LIMIT_MULTIPLIER: '0' }).message).toContain('RATE_LIMIT_MULTIPLIER');
  });

  it('names every wrong variable at once', () => {
    const error = configError({ PORT: 'abc', SMTP_URL: 'http://x' });
    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('SMTP_URL:');
  });

  it('applies defaults and treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', JWT_SECRET: 'k'.repeat(32) });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.NODE_ENV).toBe('development');
    expect(config.devToolsEnabled).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('accepts valid transport URLs and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: 'k'.repeat(32),
      DATABASE_URL: 'postgresql://u:p@db:5432/trades',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://trades.example.com/',
    });
    expect(config.SMTP_URL).toBe('smtps://u:p@mail.example.com:465');
    expect(config.PUBLIC_URL).toBe('https://trades.example.com');
  });

  it('generates a missing JWT_SECRET once, keeps it under DATA_DIR and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.JWT_SECRET);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    const elsewhere = loadConfig({ DATA_DIR: tempDir() });
    expect(elsewhere.JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it('prefers a given JWT_SECRET and writes nothing', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) });
    expect(config.JWT_SECRET).toBe('s'.repeat(40));
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('requires JWT_SECRET in production with DATABASE_URL', () => {
    const error = configError({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/trades' });
    expect(error.message).toContain('JWT_SECRET');
  });

  it('takes a clock start (an instant with its offset) outside production only', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), CLOCK_START: '2026-12-31T23:30:00+01:00' }).CLOCK_START).toBe('2026-12-31T23:30:00+01:00');
    const error = configError({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32), CLOCK_START: '2026-12-31T23:30:00+01:00' });
    expect(error.message).toContain('CLOCK_START: not allowed in production');
  });

  it('seeds the demo outside production only: off there by default, and DEMO_DATA=true stops the start (issue 23)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32) };
    expect(loadConfig({ DATA_DIR: tempDir() }).DEMO_DATA).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ...production }).DEMO_DATA).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ...production, DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(configError({ ...production, DEMO_DATA: 'true' }).message).toContain('DEMO_DATA: not allowed in production');
  });

  it('runs a process as all, web or worker; web and worker only on PostgreSQL (issue 23)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).PROCESS_ROLE).toBe('all');
    expect(loadConfig({ DATA_DIR: tempDir(), PROCESS_ROLE: 'worker', DATABASE_URL: 'postgres://u:p@db/trades' }).PROCESS_ROLE).toBe('worker');
    expect(configError({ PROCESS_ROLE: 'web' }).message).toContain('PROCESS_ROLE: web and worker need DATABASE_URL');
    expect(configError({ PROCESS_ROLE: 'api' }).message).toContain('PROCESS_ROLE');
  });

  it('turns the development tools off in production', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/trades', JWT_SECRET: 'p'.repeat(32) });
    expect(config.isProduction).toBe(true);
    expect(config.devToolsEnabled).toBe(false);
  });

  it('publishes offers for free outside production unless told otherwise; moderation is off by default', () => {
    const production = { DATA_DIR: tempDir(), NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32) };
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) })).toMatchObject({ FREE_PUBLICATION: true, OFFER_MODERATION: false, OFFER_PUBLICATION_DAYS: 30 });
    expect(loadConfig(production).FREE_PUBLICATION).toBe(false);
    expect(loadConfig({ ...production, FREE_PUBLICATION: 'true', OFFER_MODERATION: '1', OFFER_PUBLICATION_DAYS: '14' })).toMatchObject({
      FREE_PUBLICATION: true,
      OFFER_MODERATION: true,
      OFFER_PUBLICATION_DAYS: 14,
    });
    expect(configError({ OFFER_PUBLICATION_DAYS: '0' }).message).toContain('OFFER_PUBLICATION_DAYS:');
  });

  it('holds the pipeline’s stage mails five minutes unless told otherwise (issue 25)', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) }).PIPELINE_MAIL_DELAY_SECONDS).toBe(300);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32), PIPELINE_MAIL_DELAY_SECONDS: '0' }).PIPELINE_MAIL_DELAY_SECONDS).toBe(0);
    expect(configError({ PIPELINE_MAIL_DELAY_SECONDS: '-1' }).message).toContain('PIPELINE_MAIL_DELAY_SECONDS:');
    expect(configError({ PIPELINE_MAIL_DELAY_SECONDS: 'soon' }).message).toContain('PIPELINE_MAIL_DELAY_SECONDS:');
  });

  it('trusts forwarded headers only when TRUST_PROXY says so', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) };
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
    for (const wrong of ['true', 'yes', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1', '99']) {
      expect(configError({ TRUST_PROXY: wrong }).message).toContain('TRUST_PROXY:');
    }
  });

  it('keeps the development tools off when an SMTP transport is configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587' }).devToolsEnabled).toBe(false);
  });

  it('takes payments in the sandbox outside production, through Przelewy24 once configured, and never publishes for free then', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) };
    expect(loadConfig(base)).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', FREE_PUBLICATION: true });
    expect(loadConfig({ ...base, NODE_ENV: 'production' })).toMatchObject({ PAYMENT_PROVIDER: null, FREE_PUBLICATION: false });
    const p24 = { P24_MERCHANT_ID: '64195', P24_POS_ID: '64195', P24_CRC: 'crc', P24_API_KEY: 'key' };
    expect(loadConfig({ ...base, ...p24, FREE_PUBLICATION: 'true' })).toMatchObject({ PAYMENT_PROVIDER: 'przelewy24', FREE_PUBLICATION: false, P24_BASE_URL: 'https://sandbox.przelewy24.pl' });
    expect(configError({ PAYMENT_PROVIDER: 'przelewy24', P24_MERCHANT_ID: '1' }).message).toMatch(/P24_CRC: required with PAYMENT_PROVIDER=przelewy24/);
    expect(configError({ PAYMENT_PROVIDER: 'paypal' }).message).toMatch(/PAYMENT_PROVIDER/);
  });

  it('refuses the placeholder seller in production once a payment provider takes money, naming each SELLER_ variable', () => {
    const production = { DATA_DIR: tempDir(), NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32), PAYMENT_PROVIDER: 'sandbox' };
    const error = configError(production).message;
    for (const name of ['SELLER_NAME', 'SELLER_TAX_ID', 'SELLER_ADDRESS', 'SELLER_BANK_ACCOUNT']) expect(error).toContain(`${name}: the seller's own value is required`);
    expect(configError({ ...production, SELLER_NAME: 'Trades Marketplace sp. z o.o.', SELLER_TAX_ID: '7010002137', SELLER_ADDRESS: 'ul. Nowa 2, 20-002 Lublin', SELLER_BANK_ACCOUNT: 'PL10 1050 0099 7603 1234 5678 9123' }).message).toMatch(/SELLER_NAME/);
    const seller = { SELLER_NAME: 'Rekrutacja Północ sp. z o.o.', SELLER_TAX_ID: '7010002137', SELLER_ADDRESS: 'ul. Nowa 2, 20-002 Lublin', SELLER_BANK_ACCOUNT: 'PL10 1050 0099 7603 1234 5678 9123' };
    expect(loadConfig({ ...production, ...seller })).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', SELLER_NAME: 'Rekrutacja Północ sp. z o.o.' });
    // Without a payment provider nothing is invoiced: the placeholders may stay.
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) }).PAYMENT_PROVIDER).toBeNull();
  });

  it('sends nothing to KSeF by default; sending needs the token and goes under the seller’s NIP unless told', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: 'k'.repeat(32) };
    expect(loadConfig(base)).toMatchObject({ KSEF_ENABLED: false, KSEF_BASE_URL: 'https://api-test.ksef.mf.gov.pl/v2', KSEF_NIP: '5260250274' });
    expect(configError({ KSEF_ENABLED: 'true' }).message).toMatch(/KSEF_TOKEN: required with KSEF_ENABLED=true/);
    expect(loadConfig({ ...base, KSEF_ENABLED: 'true', KSEF_TOKEN: 't', SELLER_TAX_ID: '526-025-02-74' })).toMatchObject({ KSEF_ENABLED: true, KSEF_NIP: '5260250274' });
    expect(loadConfig({ ...base, KSEF_NIP: '1111111111' }).KSEF_NIP).toBe('1111111111');
    expect(configError({ KSEF_NIP: '123' }).message).toMatch(/KSEF_NIP/);
    expect(configError({ KSEF_PUBLIC_KEY_PEM: 'abc' }).message).toMatch(/KSEF_PUBLIC_KEY_PEM/);
  });
});
