import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The not-found title and description; static document pages reuse it when a document is missing.
 * Wherever it shows, the tab reads "404 Page not found" (the page around it passes null to usePageTitle).
 */
export function NotFoundContent({ headingOrder = 1 }: { headingOrder?: 1 | 2 }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Text fz={72} fw={900} c="blue.8" lh={1} aria-hidden>
        404
      </Text>
      <Title order={headingOrder}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.description')}
      </Text>
      <Button component={Link} to="/">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}

/** /404 and every unknown path: the tab reads "404 Page not found". */
export function NotFoundPage() {
  return (
    <Container size="sm">
      <NotFoundContent />
    </Container>
  );
}
