import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list; empty values are left out. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  const shown = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
  if (shown.length === 0) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} m={0}>
      {shown.map((row) => (
        <div key={row.label}>
          <Text component="dt" size="xs" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {row.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
