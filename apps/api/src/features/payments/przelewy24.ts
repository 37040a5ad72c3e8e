import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { p24ChannelOf } from './payment-methods.ts';
import { type P24Settings, type PaymentProvider, PaymentProviderError } from './payment-provider.ts';

/*
 * Przelewy24 REST API v1 (see ../shared/guide/payments-invoices.md): Basic auth (POS id, API key),
 * and a `sign` on each call: the hex SHA-384 of a JSON text of the named fields in the named order,
 * `crc` last. JSON.stringify writes exactly that (no escaping of "/" or non-ASCII).
 */

const sha384 = (text: string) => createHash('sha384').update(text, 'utf8').digest('hex');

export function registerSign(fields: { sessionId: string; merchantId: number; amount: number; currency: string; crc: string }): string {
  return sha384(JSON.stringify({ sessionId: fields.sessionId, merchantId: fields.merchantId, amount: fields.amount, currency: fields.currency, crc: fields.crc }));
}

export function verifySign(fields: { sessionId: string; orderId: number | bigint | string; amount: number; currency: string; crc: string }): string {
  // orderId is a 64-bit integer: written as a JSON number, digit for digit.
  const text = `{"sessionId":${JSON.stringify(fields.sessionId)},"orderId":${String(fields.orderId)},"amount":${fields.amount},"currency":${JSON.stringify(fields.currency)},"crc":${JSON.stringify(fields.crc)}}`;
  return sha384(text);
}

/** A notification as P24 posts it to urlStatus. orderId may exceed 2^53: it is read from the raw text. */
export const p24Notification = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int(),
  originAmount: z.number().int(),
  currency: z.string().length(3),
  orderId: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]),
  methodId: z.number().int(),
  statement: z.string(),
  sign: z.string().max(200),
});
export type P24Notification = z.infer<typeof p24Notification>;

export function notificationSign(n: Omit<P24Notification, 'sign'>, crc: string): string {
  const text = `{"merchantId":${n.merchantId},"posId":${n.posId},"sessionId":${JSON.stringify(n.sessionId)},"amount":${n.amount},"originAmount":${n.originAmount},"currency":${JSON.stringify(n.currency)},"orderId":${String(n.orderId)},"methodId":${n.methodId},"statement":${JSON.stringify(n.statement)},"crc":${JSON.stringify(crc)}}`;
  return sha384(text);
}

export function sameSign(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase());
  const right = Buffer.from(b.toLowerCase());
  return left.length === right.length && timingSafeEqual(left, right);
}

function authHeader(settings: P24Settings): string {
  return `Basic ${Buffer.from(`${settings.posId}:${settings.apiKey}`).toString('base64')}`;
}

const registerAnswer = z.object({ data: z.object({ token: z.string().min(1) }) });

export function przelewy24Provider(settings: P24Settings, fetchImpl: typeof fetch): PaymentProvider & { verify: (input: P24VerifyInput) => Promise<boolean> } {
  const call = (method: 'POST' | 'PUT', path: string, body: string) =>
    fetchImpl(`${settings.baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: authHeader(settings), 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(15_000),
    });
  return {
    name: 'przelewy24',
    async register(payment) {
      const channel = p24ChannelOf(payment.method);
      const body = {
        merchantId: settings.merchantId,
        posId: settings.posId,
        sessionId: payment.sessionId,
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description.slice(0, 1024),
        email: payment.email,
        country: 'PL',
        language: payment.language,
        urlReturn: payment.urlReturn,
        urlStatus: settings.urlStatus,
        timeLimit: 0,
        ...(channel !== undefined ? { channel } : {}),
        regulationAccept: false,
        sign: registerSign({ sessionId: payment.sessionId, merchantId: settings.merchantId, amount: payment.amount, currency: payment.currency, crc: settings.crc }),
      };
      let res: Response;
      try {
        res = await call('POST', '/transaction/register', JSON.stringify(body));
      } catch (error) {
        throw new PaymentProviderError(`Przelewy24 register failed: ${String(error)}`);
      }
      const parsed = registerAnswer.safeParse(await res.json().catch(() => null));
      if (!res.ok || !parsed.success) throw new PaymentProviderError(`Przelewy24 register answered ${res.status}`);
      const token = parsed.data.data.token;
      return { token, paymentUrl: `${settings.baseUrl}/trnRequest/${token}` };
    },
    async verify(input) {
      const body = `{"merchantId":${settings.merchantId},"posId":${settings.posId},"sessionId":${JSON.stringify(input.sessionId)},"amount":${input.amount},"currency":${JSON.stringify(input.currency)},"orderId":${String(input.orderId)},"sign":${JSON.stringify(verifySign({ ...input, crc: settings.crc }))}}`;
      try {
        const res = await call('PUT', '/transaction/verify', body);
        const answer = (await res.json().catch(() => null)) as { data?: { status?: string } } | null;
        return res.ok && answer?.data?.status === 'success';
      } catch {
        return false;
      }
    },
  };
}

export interface P24VerifyInput {
  sessionId: string;
  orderId: string;
  amount: number;
  currency: string;
}
