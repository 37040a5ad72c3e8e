import { Alert, Center, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatTimestamp, normalizeLocale } from '@trades/contracts';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useMailReading } from '../api/read-mail';
import { LoadingIndicator } from '@/components/loading-indicator';

/**
 * Links inside the message open in a new tab: the frame may open pop-ups but never runs scripts
 * or navigates this page.
 */
export function mailFrameDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

/** /mail/reading/{token}: a stored e-mail shown as its HTML ("view in browser" link of every mail). */
export function MailReadingPage() {
  const { t } = useTranslation('accounts');
  const { token = '' } = useParams();
  const mail = useMailReading(token);
  usePageTitle(mail.data?.subject ?? t('mail_reading.title'));

  if (mail.isPending) {
    return (
      <Center py="xl">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  }
  if (mail.isError) {
    const notFound = mail.error instanceof ApiError && mail.error.status < 500;
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="lg">
          {t('mail_reading.title')}
        </Title>
        <Alert color={notFound ? 'gray' : 'red'}>{notFound ? t('mail_reading.not_found') : t('mail_reading.load_error')}</Alert>
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2" mb="xs">
        {mail.data.subject}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {formatTimestamp(mail.data.createdAt, normalizeLocale(mail.data.locale))}
      </Text>
      <iframe
        title={mail.data.subject}
        srcDoc={mailFrameDocument(mail.data.html)}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        style={{ width: '100%', minHeight: '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
      />
    </Container>
  );
}
