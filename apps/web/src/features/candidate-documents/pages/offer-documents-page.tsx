import { ActionIcon, Anchor, Badge, Box, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconTrash } from '@tabler/icons-react';
import { formatTimestamp, pipelineStageLabelKey } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundPage } from '@/components/not-found-page';
import { ListState } from '@/components/list-state';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteDataSetQueueEntry } from '../api/data-set-queue';
import { CompletionDialog } from '../components/completion-dialog';
import { type DataSetQueueEntry, queueStatusKey } from '../document-queue-rules';
import { useDocumentPack } from '../use-document-pack';
import { CardFacts } from '@/components/card-facts';

const STATUS_COLORS = { processing: 'blue', completed: 'green', error: 'red' } as const;

/** What a pack holds, in words: the pipeline stage (or all), anonymised or with names, under which brand. */
function usePackFacts() {
  const { t } = useTranslation('candidateDocuments');
  const { t: stageName } = useTranslation('errors');
  return (entry: DataSetQueueEntry) => {
    const stage = entry.pipelineStatus === null ? null : pipelineStageLabelKey(entry.pipelineStatus);
    return {
      stage: stage ? stageName(stage) : t('queue.allStages'),
      content: entry.isAnonymize ? t('queue.anonymised') : t('queue.named'),
      brand: entry.clientBrand?.name ?? t('queue.noBrand'),
    };
  };
}

function PackStatus({ entry }: { entry: DataSetQueueEntry }) {
  const { t } = useTranslation('candidateDocuments');
  const status = queueStatusKey(entry.status.id);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" c="dark.7" tt="none">
      {t(`queue.statuses.${status}`)}
    </Badge>
  );
}

function PackActions({ entry, onDelete }: { entry: DataSetQueueEntry; onDelete: (entry: DataSetQueueEntry) => void }) {
  const { t } = useTranslation('candidateDocuments');
  return (
    <Group gap="xs" wrap="nowrap">
      {entry.dataSetDownloadUrl ? (
        <Anchor href={entry.dataSetDownloadUrl} download aria-label={t('queue.downloadOf', { id: entry.id })}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {t('queue.download')}
          </Group>
        </Anchor>
      ) : null}
      <ActionIcon variant="subtle" color="red" aria-label={t('queue.deleteOf', { id: entry.id })} onClick={() => onDelete(entry)}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

interface PackListProps {
  entries: DataSetQueueEntry[];
  onDelete: (entry: DataSetQueueEntry) => void;
}

/** On a phone: a card per pack, name and status in full, then what it holds, its actions on their own line. */
function PackCards({ entries, onDelete }: PackListProps) {
  const { t } = useTranslation('candidateDocuments');
  const locale = currentLocale();
  const factsOf = usePackFacts();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('queue.cards')}>
      {entries.map((entry) => {
        const facts = factsOf(entry);
        const rows: [string, string][] = [
          [t('queue.stage'), facts.stage],
          [t('queue.content'), facts.content],
          [t('queue.brand'), facts.brand],
          [t('queue.locale'), entry.locale.toUpperCase()],
          [t('queue.createdAt'), formatTimestamp(entry.createdAt, locale)],
        ];
        return (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm" data-testid={`queue-row-${entry.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Box style={{ minWidth: 0 }}>
                  <Text fw={600}>{entry.offer.name}</Text>
                  <Text size="xs" c="dimmed">
                    {t('queue.packNo', { id: entry.id })}
                  </Text>
                </Box>
                <PackStatus entry={entry} />
              </Group>
              <CardFacts facts={rows} />
              <PackActions entry={entry} onDelete={onDelete} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function PackTable({ entries, onDelete }: PackListProps) {
  const { t } = useTranslation('candidateDocuments');
  const locale = currentLocale();
  const factsOf = usePackFacts();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" aria-label={t('queue.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('queue.id')}</Table.Th>
              <Table.Th scope="col">{t('queue.offer')}</Table.Th>
              <Table.Th scope="col">{t('queue.stage')}</Table.Th>
              <Table.Th scope="col">{t('queue.content')}</Table.Th>
              <Table.Th scope="col">{t('queue.brand')}</Table.Th>
              <Table.Th scope="col">{t('queue.locale')}</Table.Th>
              <Table.Th scope="col">{t('queue.status')}</Table.Th>
              <Table.Th scope="col">{t('queue.createdAt')}</Table.Th>
              <Table.Th scope="col">{t('queue.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => {
              const facts = factsOf(entry);
              return (
                <Table.Tr key={entry.id} data-testid={`queue-row-${entry.id}`}>
                  <Table.Td>{entry.id}</Table.Td>
                  <Table.Td>{entry.offer.name}</Table.Td>
                  <Table.Td>{facts.stage}</Table.Td>
                  <Table.Td>{facts.content}</Table.Td>
                  <Table.Td>{facts.brand}</Table.Td>
                  <Table.Td tt="uppercase">{entry.locale}</Table.Td>
                  <Table.Td>
                    <PackStatus entry={entry} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(entry.createdAt, locale)}</Table.Td>
                  <Table.Td>
                    <PackActions entry={entry} onDelete={onDelete} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * /user/offer/{offerId}/documents: the offer's document packs (the offer by name, the stage, anonymised
 * or not, the brand) with their download links; a table on wide screens, a card per pack on narrow ones.
 * A pending pack is followed and the list reloads when it is ready.
 */
export function OfferDocumentsPage() {
  const { t } = useTranslation('candidateDocuments');
  usePageTitle(t('queue.title'));
  const { offerId = '' } = useParams();
  const pack = useDocumentPack(offerId);
  const remove = useDeleteDataSetQueueEntry(offerId);
  const [deleting, setDeleting] = useState<DataSetQueueEntry | null>(null);
  const asCards = useCardLayout();
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
          {asCards ? <PackCards entries={entries} onDelete={setDeleting} /> : <PackTable entries={entries} onDelete={setDeleting} />}
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
