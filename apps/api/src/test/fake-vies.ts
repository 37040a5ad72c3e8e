import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The EU's VIES REST service for tests: POST {countryCode, vatNumber} answers {valid, name, address}
 * for the numbers it knows as registered, {valid: false} for others, or, when told it is down, the
 * error a member state's unavailable system gives.
 */

export interface FakeVies {
  url: string;
  asked: { countryCode: string; vatNumber: string }[];
  /** While true, every question answers MS_UNAVAILABLE. */
  down: boolean;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
}

export async function startFakeVies(registered: Record<string, string>): Promise<FakeVies> {
  const fake: FakeVies = { url: '', asked: [], down: false, close: async () => undefined };
  const server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const question = { countryCode: body.countryCode ?? '', vatNumber: body.vatNumber ?? '' };
      fake.asked.push(question);
      res.setHeader('content-type', 'application/json');
      if (fake.down) {
        res.statusCode = 500;
        res.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }));
        return;
      }
      const name = registered[`${question.countryCode}${question.vatNumber}`];
      res.end(JSON.stringify({ ...question, valid: name !== undefined, requestDate: new Date().toISOString(), name: name ?? '---', address: name ? 'Hauptstraße 1, 10115 Berlin' : '---' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/check-vat-number`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
