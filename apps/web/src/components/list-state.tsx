import { Alert, Button, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

/** A call of the page failed: say so and offer to try again. */
export function LoadError({ title, retryLabel, onRetry }: { title: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Button variant="default" size="xs" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** An empty list's message, in the frame the list would have. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

export interface ListStateProps {
  /** The list's query: failed, loading or answered. */
  query: { isError: boolean; data: unknown; refetch(): unknown };
  empty: boolean;
  errorTitle: string;
  retryLabel: string;
  emptyText: string;
  /** The list itself, once it has rows. */
  children: ReactNode;
}

/** A page's list in its four states: failed (with a retry), loading, empty, or shown. */
export function ListState({ query, empty, errorTitle, retryLabel, emptyText, children }: ListStateProps) {
  if (query.isError) return <LoadError title={errorTitle} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return children;
}
