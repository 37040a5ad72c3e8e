import { Button, Group, Text } from '@mantine/core';
import { IconFileZip, IconList } from '@tabler/icons-react';
import type { PipelineTab } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useCreateDataSetQueue } from '../api/data-set-queue';
import { useDocumentPack } from '../use-document-pack';
import { CompletionDialog } from './completion-dialog';
import { DocumentOptionsDialog, type DocumentOptions } from './document-options-dialog';

export interface PipelineDocumentActionsProps {
  offerId: string;
  tab: PipelineTab;
  /** The active tab's name, for the dialog's title. */
  tabLabel: string;
  /** The active tab's pack is offered only when the tab has candidates. */
  tabHasCandidates: boolean;
}

/**
 * The pipeline's document buttons (employer-side.md 2): the list of packs, a pack of the active tab,
 * a pack of every tab; the pending pack is followed until it is ready.
 */
export function PipelineDocumentActions({ offerId, tab, tabLabel, tabHasCandidates }: PipelineDocumentActionsProps) {
  const { t } = useTranslation('candidateDocuments');
  const [scope, setScope] = useState<'tab' | 'all' | null>(null);
  const create = useCreateDataSetQueue(offerId);
  const pack = useDocumentPack(offerId);

  const generate = async (options: DocumentOptions) => {
    const entry = await create.mutateAsync({ isAnonymize: options.isAnonymize, clientBrand: options.clientBrand, status: scope === 'tab' ? tab.statuses[0] : null });
    setScope(null);
    notifySuccess(t('queue.started'));
    pack.watch(entry);
  };
  const progress = pack.following?.progress;

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={`/user/offer/${encodeURIComponent(offerId)}/documents`} variant="default" leftSection={<IconList size={18} aria-hidden />}>
          {t('pipeline.list')}
        </Button>
        {tabHasCandidates ? (
          <Button variant="light" leftSection={<IconFileZip size={18} aria-hidden />} onClick={() => setScope('tab')} disabled={pack.following !== null}>
            {t('pipeline.generateTab')}
          </Button>
        ) : null}
        <Button variant="light" leftSection={<IconFileZip size={18} aria-hidden />} onClick={() => setScope('all')} disabled={pack.following !== null}>
          {t('pipeline.generateAll')}
        </Button>
      </Group>
      {pack.following ? (
        <Text size="sm" c="dimmed" role="status" data-testid="pack-progress">
          {progress && progress.total > 0 ? t('queue.progress', { done: progress.done, total: progress.total }) : t('queue.preparing')}
        </Text>
      ) : null}
      <DocumentOptionsDialog opened={scope !== null} title={scope === 'tab' ? t('pipeline.dialogTab', { tab: tabLabel }) : t('pipeline.dialogAll')} onClose={() => setScope(null)} onSubmit={generate} />
      <CompletionDialog entry={pack.completed} onClose={pack.closeCompletion} />
    </>
  );
}
