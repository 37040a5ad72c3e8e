import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfilePrint } from '../api/get-profile-print';
import { notifyError } from '@/lib/notify';

/** Download of the finished profile: the browser is sent to the returned print address. */
export function DownloadProfileButton(props: ButtonProps) {
  const { t } = useTranslation('wizard');
  const print = useProfilePrint();
  return (
    <Button
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={print.isPending}
      onClick={() => print.mutate(undefined, { onSuccess: ({ profilePrintUrl }) => window.location.assign(profilePrintUrl), onError: notifyError })}
      {...props}
    >
      {t('dashboard.download_profile')}
    </Button>
  );
}
