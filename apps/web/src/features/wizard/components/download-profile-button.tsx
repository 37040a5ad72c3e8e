import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfilePrint } from '../api/get-profile-print';
import { notifyError } from '@/lib/notify';

/**
 * Saves the file behind a same-origin link. Following the link instead would, on a phone, swap the
 * app for the PDF viewer with no way back; the server also sends the PDF as an attachment.
 */
export function saveLinkedFile(url: string): void {
  const link = Object.assign(document.createElement('a'), { href: url, download: '' });
  document.body.append(link);
  link.click();
  link.remove();
}

/** Download of the finished profile: a fresh print link (it expires), saved as a file. */
export function DownloadProfileButton(props: ButtonProps) {
  const { t } = useTranslation('wizard');
  const print = useProfilePrint();
  return (
    <Button
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={print.isPending}
      onClick={() => print.mutate(undefined, { onSuccess: ({ profilePrintUrl }) => saveLinkedFile(profilePrintUrl), onError: notifyError })}
      {...props}
    >
      {t('dashboard.download_profile')}
    </Button>
  );
}
