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

/** P24's notification of a refund's result, posted to the refund's urlStatus; `status` 0 is done. */
export const p24RefundNotification = z.object({
  orderId: z.union([z.number().int().min(0), z.string().regex(/^\d{1,19}$/)]),
  sessionId: z.string().min(1).max(100),
  merchantId: z.number().int(),
  requestId: z.string().max(100),
  refundsUuid: z.string().max(100),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
  timestamp: z.number().int().optional(),
  status: z.number().int(),
  sign: z.string().min(1).max(200),
});
export type P24RefundNotification = z.infer<typeof p24RefundNotification>;

/** The sign of a refund notification: its fields in this order, the CRC last. */
export function refundNotificationSign(n: Pick<P24RefundNotification, 'orderId' | 'sessionId' | 'refundsUuid' | 'merchantId' | 'amount' | 'currency' | 'status'>, crc: string): string {
  const orderId = String(n.orderId);
  return sha384(`{"orderId":${orderId},"sessionId":${JSON.stringify(n.sessionId)},"refundsUuid":${JSON.stringify(n.refundsUuid)},"merchantId":${n.merchantId},"amount":${n.amount},"currency":${JSON.stringify(n.currency)},"status":${n.status},"crc":${JSON.stringify(crc)}}`);
}

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
    async refund(request) {
      if (request.providerOrderId === null) return { outcome: 'refused', answer: { error: 'no Przelewy24 order id' } };
      // orderId is a 64-bit integer: written as digits, never through a JavaScript number.
      const refund = `{"orderId":${String(request.providerOrderId)},"sessionId":${JSON.stringify(request.sessionId)},"amount":${request.amount},"description":${JSON.stringify(request.description.slice(0, 35))}}`;
      const body = `{"requestId":${JSON.stringify(request.requestId)},"refunds":[${refund}],"refundsUuid":${JSON.stringify(request.refundsUuid)},"urlStatus":${JSON.stringify(settings.refundUrlStatus)}}`;
      try {
        const res = await call('POST', '/transaction/refund', body);
        const answer = ((await res.json().catch(() => null)) ?? {}) as { data?: { status?: boolean }[] } & Record<string, unknown>;
        const accepted = res.ok && Array.isArray(answer.data) && answer.data.length > 0 && answer.data.every((item) => item.status === true);
        return { outcome: accepted ? 'requested' : 'refused', answer: { status: res.status, ...answer } };
      } catch (error) {
        throw new PaymentProviderError(`Przelewy24 refund failed: ${String(error)}`);
      }
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
