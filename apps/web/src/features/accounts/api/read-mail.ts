import { useQuery } from '@tanstack/react-query';
import type { MailReading } from '@trades/contracts';
import { api } from '@/lib/api-client';

/** POST /v1/public/user/mail/reading: a stored message by its reading token. */
export function readMail(token: string): Promise<MailReading> {
  return api<MailReading>('/v1/public/user/mail/reading', { method: 'POST', body: { token }, auth: false });
}

export function useMailReading(token: string) {
  // Reading has no side effect, so it is a query even though the call is a POST.
  return useQuery({ queryKey: ['mail-reading', token], queryFn: () => readMail(token), enabled: token !== '' });
}
