import { useEffect, useState } from 'react';

export type TokenActionState<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/*
 * One run per link token for the whole page life. Tokens are single use, and the page can mount
 * more than once for one visit: StrictMode's second effect, and a remount when signing in or out
 * swaps the layout around it. A second request would fail and hide the first one's success.
 */
const runs = new Map<string, Promise<unknown>>();

/** Runs `action` once for `kind` and `token` and follows its outcome; side effects belong in `action`. */
export function useTokenAction<T>(kind: string, token: string | undefined, action: (token: string) => Promise<T>): TokenActionState<T> {
  const [state, setState] = useState<TokenActionState<T>>({ status: 'pending' });
  useEffect(() => {
    if (!token) return;
    const key = `${kind}:${token}`;
    let run = runs.get(key) as Promise<T> | undefined;
    if (!run) {
      run = action(token);
      runs.set(key, run);
    }
    let active = true;
    run.then(
      (data) => active && setState({ status: 'success', data }),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
  }, [kind, token, action]);
  return state;
}

/** Whether this page life already ran `kind` for `token`: a page that acts only on a button remembers the click across its remounts. */
export function hasTokenRun(kind: string, token: string): boolean {
  return runs.has(`${kind}:${token}`);
}
