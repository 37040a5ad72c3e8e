import type { AppConfig } from '../../config/config.ts';
import { type P24Settings, type PaymentProvider, p24SettingsOf, sandboxProvider } from './payment-provider.ts';
import { przelewy24Provider } from './przelewy24.ts';

/** The provider PAYMENT_PROVIDER names (none in production without Przelewy24), and P24's settings and client when it is P24. */
export function paymentProviderOf(config: AppConfig, fetchImpl: typeof fetch = fetch): { provider: PaymentProvider | null; p24: { settings: P24Settings; provider: ReturnType<typeof przelewy24Provider> } | null } {
  if (config.PAYMENT_PROVIDER === 'sandbox') return { provider: sandboxProvider(config.PUBLIC_URL), p24: null };
  if (config.PAYMENT_PROVIDER !== 'przelewy24') return { provider: null, p24: null };
  const settings = p24SettingsOf(config);
  const provider = przelewy24Provider(settings, fetchImpl);
  return { provider, p24: { settings, provider } };
}
