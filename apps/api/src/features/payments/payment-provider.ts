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

export interface PaymentProvider {
  readonly name: 'sandbox' | 'przelewy24';
  register(payment: PaymentRegistration): Promise<RegisteredPayment>;
}

export class PaymentProviderError extends Error {}

/** The sandbox: a page of the app (/payment/sandbox/{token}) with Pay and Decline. */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async register() {
      const token = randomBytes(24).toString('base64url');
      return { token, paymentUrl: `${publicUrl}/payment/sandbox/${token}` };
    },
  };
}

export interface P24Settings {
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
  baseUrl: string;
  /** Where P24 posts notifications. */
  urlStatus: string;
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
  };
}
