import { ActionIcon, Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconTrash } from '@tabler/icons-react';
import { formatTimestamp } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundPage } from '@/components/not-found-page';
import { ListState } from '@/components/list-state';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteDataSetQueueEntry } from '../api/data-set-queue';
import { CompletionDialog } from '../components/completion-dialog';
import { type DataSetQueueEntry, queueStatusKey } from '../document-queue-rules';
import { useDocumentPack } from '../use-document-pack';

const STATUS_COLORS = { processing: 'blue', completed: 'green', error: 'red' } as const;

/**
 * /user/offer/{offerId}/documents: the offer's document packs with their download links; a pending
 * pack is followed and the list reloads when it is ready.
 */
export function OfferDocumentsPage() {
  const { t } = useTranslation('candidateDocuments');
  usePageTitle(t('queue.title'));
  const { offerId = '' } = useParams();
  const locale = currentLocale();
  const pack = useDocumentPack(offerId);
  const remove = useDeleteDataSetQueueEntry(offerId);
  const [deleting, setDeleting] = useState<DataSetQueueEntry | null>(null);
  const { list } = pack;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess(t('queue.deleted'));
      },
      onError: (error) => {
        setDeleting(null);
        notifyError(error);
      },
    });
  };

  if (list.error instanceof ApiError && list.error.status === 404) return <NotFoundPage />;
  const entries = list.data ? [...list.data.items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id)) : [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{t('queue.title')}</Title>
          <Button component={Link} to={`/user/offer/candidates/${encodeURIComponent(offerId)}`} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('queue.backToCandidates')}
          </Button>
        </Group>
        <ListState query={list} empty={entries.length === 0} errorTitle={t('queue.loadError')} retryLabel={t('queue.retry')} emptyText={t('queue.empty')}>
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" aria-label={t('queue.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('queue.id')}</Table.Th>
                    <Table.Th scope="col">{t('queue.offer')}</Table.Th>
                    <Table.Th scope="col">{t('queue.locale')}</Table.Th>
                    <Table.Th scope="col">{t('queue.status')}</Table.Th>
                    <Table.Th scope="col">{t('queue.createdAt')}</Table.Th>
                    <Table.Th scope="col">{t('queue.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => {
                    const status = queueStatusKey(entry.status.id);
                    return (
                      <Table.Tr key={entry.id} data-testid={`queue-row-${entry.id}`}>
                        <Table.Td>{entry.id}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.offer.slug}</Table.Td>
                        <Table.Td tt="uppercase">{entry.locale}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLORS[status]} variant="light" c="dark.7" tt="none">
                            {t(`queue.statuses.${status}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(entry.createdAt, locale)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {entry.dataSetDownloadUrl ? (
                              <Anchor href={entry.dataSetDownloadUrl} download aria-label={t('queue.downloadOf', { id: entry.id })}>
                                <Group gap={4} component="span" wrap="nowrap">
                                  <IconDownload size={16} aria-hidden />
                                  {t('queue.download')}
                                </Group>
                              </Anchor>
                            ) : null}
                            <ActionIcon variant="subtle" color="red" aria-label={t('queue.deleteOf', { id: entry.id })} onClick={() => setDeleting(entry)}>
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </ListState>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('queue.deleteTitle')}
        confirmLabel={t('queue.delete')}
        cancelLabel={t('queue.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
        danger
      >
        {t('queue.deleteQuestion', { id: deleting?.id ?? '' })}
      </ConfirmDialog>
      <CompletionDialog entry={pack.completed} onClose={pack.closeCompletion} />
    </Container>
  );
}
