import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTING_NAMES } from './config.ts';

/* The deployment recipe (deploy/compose.yaml) names only settings the server knows, and runs two web processes and a worker. */

const recipe = path.resolve(import.meta.dirname, '../../../../deploy/compose.yaml');

type Service = { image?: string; environment?: Record<string, unknown> };

describe('the deployment recipe', () => {
  const compose = parse(readFileSync(recipe, 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const appServices = Object.entries(compose.services).filter(([, service]) => service.image === 'trades-marketplace');

  it('names only settings of the configuration schema', () => {
    expect(appServices.length).toBeGreaterThan(0);
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((setting) => !SETTING_NAMES.includes(setting));
      expect(unknown, name).toEqual([]);
    }
  });

  it('runs two web processes and one worker in production behind one proxy hop, on PostgreSQL, Redis and S3', () => {
    const roles = appServices.map(([, service]) => service.environment?.PROCESS_ROLE).sort();
    expect(roles).toEqual(['web', 'web', 'worker']);
    for (const [name, service] of appServices) {
      expect(service.environment, name).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1', REDIS_URL: expect.any(String), S3_BUCKET: expect.any(String) });
      expect(String(service.environment?.DATABASE_URL), name).toMatch(/^postgres:\/\//);
      expect(service.environment, name).not.toHaveProperty('DEMO_DATA');
    }
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'caddy']));
  });
});
