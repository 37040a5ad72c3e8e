import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mayScrape } from './metrics-endpoint.ts';
import { AppMetrics } from './metrics.ts';

/* Who may read /metrics, and the registry every app instance keeps for itself. */

const TOKEN = 'metrics-token-0123456789abcdef-0123456789';
const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as unknown as FastifyRequest;

describe('mayScrape', () => {
  it('lets in the token from anywhere, the bearer scheme in any case', () => {
    expect(mayScrape(request('203.0.113.7', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayScrape(request('203.0.113.7', { authorization: `BEARER ${TOKEN}`, 'x-forwarded-for': '198.51.100.1' }), TOKEN)).toBe(true);
  });

  it('refuses another machine with a wrong, partial or schemeless token, or with none set', () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      expect(mayScrape(request('203.0.113.7', { authorization }), TOKEN), authorization).toBe(false);
    }
    expect(mayScrape(request('203.0.113.7', { authorization: 'Bearer anything' }), undefined)).toBe(false);
  });

  it('lets in this machine by its socket, unless the request came through a proxy', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(mayScrape(request(address), undefined), address).toBe(true);
    expect(mayScrape(request('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false);
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) expect(mayScrape(request('127.0.0.1', { [name]: '203.0.113.7' }), undefined), name).toBe(false);
  });
});

describe('AppMetrics', () => {
  it('keeps a registry per instance, so apps built side by side count apart', async () => {
    const [one, other] = [new AppMetrics(), new AppMetrics()];
    one.ksefSubmissions.inc({ status: 'sent' });
    expect((await one.scrape()).text).toContain('ksef_submissions_total{status="sent"} 1');
    expect((await other.scrape()).text).not.toContain('ksef_submissions_total{status="sent"}');
    expect((await one.scrape()).text).not.toContain('process_cpu_seconds_total');
    expect((await new AppMetrics({ processMetrics: true }).scrape()).text).toContain('process_cpu_seconds_total');
  });

  it("reads the queues' depth at scrape time, and leaves it out when the database does not answer", async () => {
    const metrics = new AppMetrics();
    let answer: () => Promise<{ queue: string; ready: number; deferred: number; active: number }[]> = async () => [{ queue: 'outbox.deliver', ready: 3, deferred: 1, active: 2 }];
    metrics.readQueueDepths(() => answer());
    const text = (await metrics.scrape()).text;
    expect(text).toContain('job_queue_depth{queue="outbox.deliver",state="ready"} 3');
    expect(text).toContain('job_queue_depth{queue="outbox.deliver",state="deferred"} 1');
    expect(text).toContain('job_queue_depth{queue="outbox.deliver",state="active"} 2');
    answer = () => Promise.reject(new Error('connection terminated'));
    const { text: later } = await metrics.scrape();
    expect(later).toContain('# TYPE job_queue_depth gauge');
    expect(later).not.toContain('job_queue_depth{');
  });
});
