import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxPayment } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { SHOP_QUERY_KEY } from './shop-query-key';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const sandboxKey = (token: string) => [...SHOP_QUERY_KEY, 'sandbox', token] as const;

/** GET /v1/payment/sandbox/{token}: public, the token is the credential. */
export function fetchSandboxPayment(token: string): Promise<SandboxPayment> {
  return api<SandboxPayment>(`/v1/payment/sandbox/${encodeURIComponent(token)}`, { auth: false });
}

export function useSandboxPayment(token: string) {
  return useQuery({ queryKey: [...sandboxKey(token), currentLocale()], queryFn: () => fetchSandboxPayment(token) });
}

/** POST /v1/payment/sandbox/{token}/complete: settled like a provider's notification; answers where to go back. */
export function completeSandboxPayment({ token, outcome }: { token: string; outcome: 'success' | 'failure' }): Promise<{ status: number; urlReturn: string }> {
  return api<{ status: number; urlReturn: string }>(`/v1/payment/sandbox/${encodeURIComponent(token)}/complete`, { method: 'POST', body: { outcome }, auth: false });
}

export function useCompleteSandboxPayment() {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn: completeSandboxPayment, onSettled: () => void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY }) });
}
