import { Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '@/features/accounts';
import { type WizardPrimaryByStep, useWizardPrimary } from '../api/get-wizard-primary';
import { DateField } from '../components/date-field';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import type { WizardStepProps } from '../step-props';
import { useWizardLeaveGuard } from '@/features/wizard/use-wizard-leave-guard';
import { useStepSubmit } from '../use-step-submit';
import { type Step5Values, step5Body, step5Errors, step5Values } from './step-5-rules';

/** Step 5: availability; both slugs of step 5 show it. */
export default function Step5({ profile }: WizardStepProps) {
  const primary = useWizardPrimary(5);
  return (
    <WizardFrame step={5} ready={primary.isSuccess} error={primary.isError}>
      {primary.data && <AvailabilityForm profile={profile} primary={primary.data} />}
    </WizardFrame>
  );
}

function AvailabilityForm({ profile, primary }: WizardStepProps & { primary: WizardPrimaryByStep[5] }) {
  const { t } = useTranslation('wizard');
  const form = useForm<Step5Values>({ initialValues: step5Values(profile), validate: (values) => step5Errors(values, primary.today) });
  const field = useFieldProps(form);
  const { submit, invalid, isPending, navigation, formRef } = useStepSubmit(5, form);
  const leaveGuard = useWizardLeaveGuard(form.isDirty(), t('shell.leave.unsaved'));

  return (
    <form ref={formRef} onSubmit={form.onSubmit((values) => submit(step5Body(values)), invalid)} noValidate>
      <Stack gap="md">
        <Radio.Group label={t('step5.question')} withAsterisk {...field('isAvailable')}>
          <Group mt="xs" gap="lg">
            <Radio value="yes" label={t('step5.available')} />
            <Radio value="no" label={t('step5.not_available')} />
          </Group>
        </Radio.Group>
        {form.values.isAvailable === 'yes' && (
          <DateField
            label={t('step5.available_from')}
            placeholder={t('step5.date_placeholder')}
            withAsterisk
            minDate={primary.today}
            defaultDate={form.values.availableFrom || primary.today}
            value={form.values.availableFrom}
            onChange={(value) => form.setFieldValue('availableFrom', value)}
            error={field('availableFrom').error}
            maw={320}
          />
        )}
        <WizardActions label={navigation.label} loading={isPending} />
      </Stack>
      {leaveGuard}
    </form>
  );
}
