import { Alert, Button, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

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
  if (query.isError) {
    return (
      <Alert color="red" title={errorTitle}>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </Alert>
    );
  }
  if (!query.data) return <PageLoader />;
  if (empty) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return children;
}
