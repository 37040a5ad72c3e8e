import { Alert, Button, Center, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { LoadingIndicator } from '@/components/loading-indicator';

interface ResultScreenProps {
  title: string;
  state: 'pending' | 'success' | 'error';
  success: ReactNode;
  error: ReactNode;
  action?: { label: string; to: string };
}

/** The pages that act on a link from an e-mail: a spinner, then the outcome. */
export function ResultScreen({ title, state, success, error, action }: ResultScreenProps) {
  const { t } = useTranslation('accounts');
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {title}
      </Title>
      {state === 'pending' ? (
        <Center py="lg">
          <LoadingIndicator label={t('common.loading')} />
        </Center>
      ) : (
        <Stack align="flex-start">
          <Alert color={state === 'success' ? 'green' : 'red'} role={state === 'success' ? 'status' : 'alert'} w="100%">
            {state === 'success' ? success : error}
          </Alert>
          {action && (
            <Button component={Link} to={action.to} variant="light">
              {action.label}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
