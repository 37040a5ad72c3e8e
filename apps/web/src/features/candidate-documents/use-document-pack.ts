import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import { dataSetQueueKey, useDataSetQueueList } from './api/data-set-queue';
import { type DataSetQueueEntry, newestPendingEntry } from './document-queue-rules';
import { useQueuePolling } from './use-queue-polling';

/**
 * An offer's document packs as a page follows them: the newest pending one is polled again when the
 * page opens, a finished one reloads the list and opens the completion dialog (once per visit).
 */
export function useDocumentPack(offerId: string) {
  const { t } = useTranslation('candidateDocuments');
  const queryClient = useQueryClient();
  const list = useDataSetQueueList(offerId);
  const [completed, setCompleted] = useState<DataSetQueueEntry | null>(null);
  const completionShown = useRef(false);
  const reloadList = () => void queryClient.invalidateQueries({ queryKey: dataSetQueueKey(offerId) });

  const polling = useQueuePolling(offerId, {
    onCompleted: (entry) => {
      reloadList();
      if (completionShown.current) return;
      completionShown.current = true;
      setCompleted(entry);
    },
    onFailed: () => {
      reloadList();
      notifyFailure(t('queue.failed'));
    },
    onGaveUp: () => notifications.show({ message: t('queue.stillProcessing') }),
  });

  // Once per visit: a pack left pending before a reload is followed again.
  const [resumeChecked, setResumeChecked] = useState(false);
  if (!resumeChecked && list.data) {
    setResumeChecked(true);
    const pending = newestPendingEntry(list.data.items);
    if (pending) polling.watch(pending);
  }

  return { list, watch: polling.watch, following: polling.polling ? polling.entry : null, completed, closeCompletion: () => setCompleted(null) };
}
