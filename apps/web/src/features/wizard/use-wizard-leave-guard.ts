import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '@/components/forms/leave-guard';

/** The form kit's leave guard with the wizard's words; `message` says what would be lost. */
export function useWizardLeaveGuard(when: boolean, message: string): ReactNode {
  const { t } = useTranslation('wizard');
  return useLeaveGuard(when, { title: t('shell.leave.title'), message, leave: t('shell.leave.leave'), stay: t('shell.leave.stay') });
}
