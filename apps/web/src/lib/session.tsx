import type { AccountType, UserPrimary } from '@trades/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, endSession, onSessionExpired, refreshSession } from '@/lib/api-client';
import { readTokens, saveTokens } from '@/lib/cookies';
import { i18n, storeLocale } from '@/lib/i18n';

export type SessionStatus = 'starting' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: UserPrimary | undefined;
  accountType: AccountType | undefined;
  /** Stores the tokens of a sign-in, registration or one-time login and loads the user. */
  signIn(tokens: { token: string; refresh_token?: string }): Promise<void>;
  /** Clears both cookies and every cached profile. */
  signOut(): void;
  reloadUser(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
export const USER_QUERY_KEY = ['user', 'show'] as const;

function fetchUser(): Promise<UserPrimary> {
  return api<UserPrimary>('/v1/user/show');
}

/** Signing in adopts the language saved with the account, on any browser. */
async function adoptAccountLocale(user: UserPrimary): Promise<void> {
  storeLocale(user.locale);
  if (i18n.language !== user.locale) await i18n.changeLanguage(user.locale);
}

/**
 * Session start: the refresh cookie is exchanged for new tokens, then the user
 * loads. Without a valid refresh token the visitor is anonymous.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() => (readTokens().refresh || readTokens().token ? 'starting' : 'anonymous'));

  useEffect(() => {
    if (status !== 'starting') return;
    let cancelled = false;
    void refreshSession().then((outcome) => {
      if (!cancelled) setStatus(outcome === 'refreshed' ? 'authenticated' : 'anonymous');
    });
    return () => {
      cancelled = true;
    };
  }, [status]);

  const signOut = useCallback(() => {
    endSession();
    queryClient.clear();
    setStatus('anonymous');
  }, [queryClient]);

  useEffect(() => onSessionExpired(signOut), [signOut]);

  const userQuery = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    enabled: status === 'authenticated',
    staleTime: 60_000,
  });

  const signIn = useCallback(
    async (tokens: { token: string; refresh_token?: string }) => {
      saveTokens(tokens.token, tokens.refresh_token);
      setStatus('authenticated');
      let user: UserPrimary;
      try {
        user = await queryClient.fetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, staleTime: 0 });
      } catch {
        // The user query retries on its own; the language stays as it is.
        return;
      }
      await adoptAccountLocale(user);
    },
    [queryClient],
  );

  const reloadUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({
      status: status === 'authenticated' && userQuery.isPending ? 'starting' : status,
      user: status === 'authenticated' ? userQuery.data : undefined,
      accountType: status === 'authenticated' ? userQuery.data?.accountType : undefined,
      signIn,
      signOut,
      reloadUser,
    }),
    [status, userQuery.isPending, userQuery.data, signIn, signOut, reloadUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
