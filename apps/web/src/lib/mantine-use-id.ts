import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` as the build uses it (vite.config.ts): React's own id, which is the same on the
 * server and in the browser. Mantine's gives every field a random id after mount instead, which
 * re-renders each one at once after hydration and changes the ids the server rendered.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
