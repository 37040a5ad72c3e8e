import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { reloadPage } from './reload-page';

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** Route errors: a 404 shows the not-found page, anything else the message. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage message={errorMessage(error)} />;
}

function ErrorMessage({ message }: { message: string }) {
  const { t } = useTranslation('common');
  useDocumentTitle(message || t('errorScreen.title'));
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('errorScreen.title')}</Title>
        {message ? <Code block>{message}</Code> : null}
        <Text c="dimmed">{t('errorScreen.hint')}</Text>
        <Group>
          <Button onClick={reloadPage}>{t('errorScreen.reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('errorScreen.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
