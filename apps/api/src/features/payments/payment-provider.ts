import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/config.ts';

/*
 * Payment providers behind one interface, chosen by PAYMENT_PROVIDER. A provider only registers
 * a payment and says where to send the employer; the result comes back through the sandbox page
 * or the provider's notification, and both end in the one settlement (settlement.ts).
 */

export interface PaymentRegistration {
  /** Ours, unique per attempt (P24's sessionId). */
  sessionId: string;
  /** Gross grosze. */
  amount: number;
  currency: string;
  description: string;
  email: string;
  language: string;
  urlReturn: string;
  method: number | null;
}

export interface RegisteredPayment {
  token: string;
  paymentUrl: string;
}

/** Money sent back from one paid attempt; the ids are ours (a retry of the very same request repeats them). */
export interface RefundRequest {
  requestId: string;
  refundsUuid: string;
  sessionId: string;
  /** The provider's id of the paid transaction (P24's orderId). */
  providerOrderId: bigint | null;
  amount: number;
  description: string;
}

/** completed: the money is back; requested: the provider took the request and will confirm it; refused: nothing was sent back. */
export type RefundOutcome = 'completed' | 'requested' | 'refused';

export interface PaymentProvider {
  readonly name: 'sandbox' | 'przelewy24';
  register(payment: PaymentRegistration): Promise<RegisteredPayment>;
  refund(request: RefundRequest): Promise<{ outcome: RefundOutcome; answer: Record<string, unknown> }>;
}

export class PaymentProviderError extends Error {}

/** The sandbox: a page of the app (/payment/sandbox/{token}) with Pay and Decline; its refunds complete at once. */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async register() {
      const token = randomBytes(24).toString('base64url');
      return { token, paymentUrl: `${publicUrl}/payment/sandbox/${token}` };
    },
    async refund(request) {
      return { outcome: 'completed', answer: { sandbox: true, amount: request.amount } };
    },
  };
}

export interface P24Settings {
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
  baseUrl: string;
  /** Where P24 posts notifications, of payments and of refunds. */
  urlStatus: string;
  refundUrlStatus: string;
}

export function p24SettingsOf(config: AppConfig): P24Settings {
  const { P24_MERCHANT_ID, P24_POS_ID, P24_CRC, P24_API_KEY } = config;
  if (!P24_MERCHANT_ID || !P24_POS_ID || !P24_CRC || !P24_API_KEY) throw new Error('Przelewy24 is not configured');
  return {
    merchantId: P24_MERCHANT_ID,
    posId: P24_POS_ID,
    crc: P24_CRC,
    apiKey: P24_API_KEY,
    baseUrl: config.P24_BASE_URL.replace(/\/$/, ''),
    urlStatus: `${config.PUBLIC_URL}/v1/payment/notification/przelewy24`,
    refundUrlStatus: `${config.PUBLIC_URL}/v1/payment/notification/przelewy24/refund`,
  };
}
