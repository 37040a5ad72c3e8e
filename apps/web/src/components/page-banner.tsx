import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-banner.module.css';

/** The coloured band that opens a content page, with the page's one h1. */
export function PageBanner({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <div className={classes.banner}>
      <Container size="lg">
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          {subtitle ? (
            <Text size="lg" className={classes.subtitle}>
              {subtitle}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </div>
  );
}
