import { ActionIcon, Button, Checkbox, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type CandidateProfileShow, workTermsChoiceIssue } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardActions } from '../../components/wizard-frame';
import { useWizardLeaveGuard } from '@/features/wizard/use-wizard-leave-guard';
import { useStepSubmit } from '../../use-step-submit';
import { useStepErrorText } from '../step-errors';
import { CheckAllGroup } from '@/components/forms/check-all-group';
import { FlexibleWorkDialog } from './flexible-work-dialog';
import {
  type FlexibleCondition,
  type Step7Primary,
  type WorkTermsValues,
  conditionTitles,
  removeCondition,
  saveCondition,
  setConstantWork,
  setFlexibleWork,
  step7Body,
  workTermsValues,
} from './work-terms.rules';

/** The dialog: closed, adding (index null) or editing the condition at `index`. */
type DialogState = { index: number | null; opening: number } | null;

/** Step 7: contract types, constant work with its work systems, flexible work with its conditions. */
export function WorkTermsForm({ profile, primary }: { profile: CandidateProfileShow; primary: Step7Primary }) {
  const { t } = useTranslation('wizard');
  const errorText = useStepErrorText('step7');
  const form = useForm<WorkTermsValues>({
    initialValues: workTermsValues(profile),
    // The API's rule: at least one contract type, work system or flexible work.
    validate: (v) => {
      const choice = workTermsChoiceIssue(v);
      return choice ? { contractTypes: choice } : {};
    },
  });
  const { submit, invalid, isPending, navigation, formRef } = useStepSubmit(7, form);
  const leaveGuard = useWizardLeaveGuard(form.isDirty(), t('shell.leave.unsaved'));
  const [dialog, setDialog] = useState<DialogState>(null);
  const values = form.values;
  const update = (change: (values: WorkTermsValues) => WorkTermsValues) => form.setValues(change(form.getValues()));

  const openDialog = (index: number | null) => setDialog((d) => ({ index, opening: (d?.opening ?? 0) + 1 }));
  const saveDialog = (condition: FlexibleCondition) => {
    if (!dialog) return;
    update((v) => ({ ...v, flexibleWorks: saveCondition(v.flexibleWorks, dialog.index, condition) }));
    setDialog(null);
  };
  const flexibleError = Object.entries(form.errors).find(([path]) => path.startsWith('candidateProfileFlexibleWorks'))?.[1];

  return (
    <form ref={formRef} onSubmit={form.onSubmit((v) => submit(step7Body(v)), invalid)} noValidate>
      <Stack gap="md">
        <CheckAllGroup
          framed
          cols={{ base: 1, xs: 2 }}
          label={t('step7.contract_types')}
          checkAll={{ label: t('step7.check_all') }}
          options={primary.contractTypes}
          optionValue={(option) => option.id}
          value={values.contractTypes}
          onChange={(contractTypes) => form.setFieldValue('contractTypes', contractTypes)}
          error={errorText(form.errors.contractTypes as string | undefined)}
        />

        <Checkbox
          label={t('step7.constant_work')}
          description={t('step7.constant_work_hint')}
          checked={values.isConstantWork}
          onChange={(event) => update((v) => setConstantWork(v, event.currentTarget.checked))}
        />
        {values.isConstantWork ? (
          <CheckAllGroup
            framed
            cols={{ base: 1, xs: 2 }}
            label={t('step7.work_systems')}
            checkAll={{ label: t('step7.check_all') }}
            options={primary.workSystems}
            optionValue={(option) => option.id}
            value={values.workSystems}
            onChange={(workSystems) => form.setFieldValue('workSystems', workSystems)}
            error={errorText(form.errors.workSystems as string | undefined)}
          />
        ) : null}

        <Checkbox
          label={t('step7.flexible_work')}
          description={t('step7.flexible_work_hint')}
          checked={values.isFlexibleWork}
          onChange={(event) => update((v) => setFlexibleWork(v, event.currentTarget.checked))}
        />
        {values.isFlexibleWork ? (
          <Fieldset legend={t('step7.flexible.legend')}>
            <Stack gap="sm">
              {values.flexibleWorks.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('step7.flexible.none')}
                </Text>
              ) : null}
              {values.flexibleWorks.map((condition, index) => (
                <ConditionRow
                  key={index}
                  index={index}
                  condition={condition}
                  primary={primary}
                  onEdit={() => openDialog(index)}
                  onRemove={() => update((v) => ({ ...v, flexibleWorks: removeCondition(v.flexibleWorks, index) }))}
                />
              ))}
              {flexibleError ? (
                <Text size="sm" c="red" role="alert">
                  {errorText(flexibleError as string)}
                </Text>
              ) : null}
              <Group>
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openDialog(null)}>
                  {t('step7.flexible.add')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ) : null}

        <WizardActions label={navigation.label} loading={isPending} />
      </Stack>
      {dialog ? (
        <FlexibleWorkDialog
          key={dialog.opening}
          primary={primary}
          condition={dialog.index === null ? undefined : values.flexibleWorks[dialog.index]}
          onSave={saveDialog}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {leaveGuard}
    </form>
  );
}

function ConditionRow({
  index,
  condition,
  primary,
  onEdit,
  onRemove,
}: {
  index: number;
  condition: FlexibleCondition;
  primary: Step7Primary;
  onEdit(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('wizard');
  const { months, days } = conditionTitles(condition, primary);
  const [from, to] = condition.hours;
  const hours = from && to ? t('step7.flexible.hours_range', { from, to }) : from ? t('step7.flexible.hours_from', { from }) : to ? t('step7.flexible.hours_to', { to }) : null;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500} size="sm">
            {t('step7.flexible.condition', { number: index + 1 })}
          </Text>
          {months.length ? <Text size="sm">{t('step7.flexible.months_line', { months: months.join(', ') })}</Text> : null}
          {days.length ? <Text size="sm">{t('step7.flexible.days_line', { days: days.join(', ') })}</Text> : null}
          {hours ? <Text size="sm">{t('step7.flexible.hours_line', { hours })}</Text> : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('step7.flexible.edit', { number: index + 1 })}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('step7.flexible.remove', { number: index + 1 })}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
