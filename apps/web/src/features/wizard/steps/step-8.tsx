import { Alert, Button, Group, Stack } from '@mantine/core';
import { canSubmitWizard } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useWizardPrimary } from '../api/get-wizard-primary';
import { useSaveWizardStep } from '../api/save-wizard-step';
import { ProfileSummary } from '../components/profile-summary';
import { WizardFrame } from '../components/wizard-frame';
import { notifyError } from '@/lib/notify';
import type { WizardStepProps } from '../step-props';
import { useWizardNavigation } from '../use-wizard-navigation';

/** Step 8: the read-only summary; the submit shows only at step 8 and leads to the dashboard (4.1). */
export default function Step8({ profile }: WizardStepProps) {
  const { t } = useTranslation('wizard');
  const primary = useWizardPrimary(8);
  const save = useSaveWizardStep(8);
  const navigation = useWizardNavigation(8);

  const submit = () => save.mutate(undefined, { onSuccess: () => navigation.afterSave(), onError: notifyError });

  return (
    <WizardFrame step={8} ready={primary.isSuccess} error={primary.isError}>
      <Stack gap="md">
        <ProfileSummary profile={profile} />
        {canSubmitWizard(profile.wizardStep) ? (
          <Group justify="flex-end">
            <Button size="md" onClick={submit} loading={save.isPending}>
              {t('step8.submit')}
            </Button>
          </Group>
        ) : (
          profile.wizardStep === 0 && <Alert color="green">{t('step8.submitted')}</Alert>
        )}
      </Stack>
    </WizardFrame>
  );
}
