import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the offer form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
