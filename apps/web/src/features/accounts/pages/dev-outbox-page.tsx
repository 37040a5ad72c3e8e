import { Alert, Anchor, Badge, Center, Container, Stack, Table, Text, Title } from '@mantine/core';
import type { OutboxItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale, htmlLang } from '@/lib/i18n';
import { useDevOutbox } from '../api/dev-outbox';
import { LoadingIndicator } from '@/components/loading-indicator';

const STATUS_COLORS: Record<OutboxItem['status'], string> = { pending: 'yellow', sent: 'green', failed: 'red', stored: 'blue' };

/** A download of an attached text file (an interview's calendar file), built from its content. */
function attachmentHref(file: OutboxItem['attachments'][number]): string {
  return `data:${file.contentType.replace(/\s+/g, '')},${encodeURIComponent(file.content)}`;
}

/** /dev/outbox (development only): the latest e-mails and SMS with their links, e.g. the confirmation link. */
export function DevOutboxPage() {
  const { t } = useTranslation('accounts');
  const outbox = useDevOutbox();
  usePageTitle(t('outbox.title'));
  const dateFormat = new Intl.DateTimeFormat(htmlLang(currentLocale()), { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="xs">
        {t('outbox.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('outbox.description')}
      </Text>
      {outbox.isPending && (
        <Center py="lg">
          <LoadingIndicator label={t('common.loading')} />
        </Center>
      )}
      {outbox.isError && <Alert color="red">{t('outbox.unavailable')}</Alert>}
      {outbox.data && outbox.data.items.length === 0 && <Alert color="gray">{t('outbox.empty')}</Alert>}
      {outbox.data && outbox.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbox.channel')}</Table.Th>
                <Table.Th>{t('outbox.recipient')}</Table.Th>
                <Table.Th>{t('outbox.subject')}</Table.Th>
                <Table.Th>{t('outbox.status')}</Table.Th>
                <Table.Th>{t('outbox.time')}</Table.Th>
                <Table.Th>{t('outbox.links')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{t(`outbox.channels.${item.channel}`)}</Table.Td>
                  <Table.Td>{item.recipient}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/mail/reading/${encodeURIComponent(item.readingToken)}`}>
                      {item.subject}
                    </Anchor>
                    {item.attachments.map((file) => (
                      <Anchor
                        key={file.filename}
                        display="block"
                        size="xs"
                        href={attachmentHref(file)}
                        download={file.filename}
                        aria-label={t('outbox.download', { name: file.filename })}
                        style={{ wordBreak: 'break-all' }}
                      >
                        📎 {file.filename}
                      </Anchor>
                    ))}
                    {Object.entries(item.headers).map(([name, value]) => (
                      <Text key={name} size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {name}: {value}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={STATUS_COLORS[item.status]} variant="light">
                      {t(`outbox.statuses.${item.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {item.links
                        .filter((link) => link !== item.readingUrl)
                        .map((link) => (
                          <Anchor key={link} href={link} size="sm" style={{ wordBreak: 'break-all' }}>
                            {link}
                          </Anchor>
                        ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
