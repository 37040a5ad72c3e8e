import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a table row's cells say, on a phone's card: label and value pairs as a two-column description list. */
export function CardFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          {/* A long e-mail or number breaks anywhere rather than widening a phone's page. */}
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
