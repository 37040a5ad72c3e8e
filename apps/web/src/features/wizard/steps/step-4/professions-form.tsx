import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type CandidateProfileShow, marketToday } from '@trades/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { NO_ENTRY_ERRORS, entryErrorsOf } from '@/lib/forms';
import { useEntryList } from '@/components/forms/use-entry-list';
import { useSaveWizardStep } from '../../api/save-wizard-step';
import { EntryListFooter } from '../../components/entry-list-footer';
import { WizardActions } from '../../components/wizard-frame';
import { notifyError, notifyFailure } from '@/lib/notify';
import { useWizardLeaveGuard } from '@/features/wizard/use-wizard-leave-guard';
import { useWizardNavigation } from '../../use-wizard-navigation';
import { useStepErrorText } from '../step-errors';
import { ProfessionEditor } from './profession-editor';
import {
  type FieldErrors,
  type ProfessionValues,
  type Step4Primary,
  canShowAddProfession,
  emptyProfession,
  professionErrors,
  professionValues,
  takenProfessions,
} from './professions.rules';
import { step4Body } from './profession-payload';

const savedProfessions = (profile: CandidateProfileShow) => profile.candidateProfileProfessions.map(professionValues);

/**
 * Step 4, professions: up to 5, one open at a time. Saving a
 * profession closes it; the step's button posts them all.
 */
export function ProfessionsForm({ profile, primary }: { profile: CandidateProfileShow; primary: Step4Primary }) {
  const { t } = useTranslation('wizard');
  const errorText = useStepErrorText('step4');
  const navigation = useWizardNavigation(4);
  const save = useSaveWizardStep(4);
  const list = useEntryList(() => savedProfessions(profile));
  const { entries: professions, editing, serverErrors } = list;

  const finishFirst = t('step4.finish_profession');
  const leaveGuard = useWizardLeaveGuard(editing !== null || list.dirty, editing ? finishFirst : t('shell.leave.unsaved'));

  const add = () => {
    // A new profession only after the current one is finished (4.2).
    if (editing) return notifyFailure(t('step4.finish_before_adding'));
    list.add(emptyProfession());
  };

  const saveProfession = () => {
    if (!editing) return;
    const candidate = { dateOfBirth: profile.dateOfBirth, today: marketToday(new Date()) };
    const errors = professionErrors(professions[editing.index] as ProfessionValues, takenProfessions(professions, editing.index), candidate);
    if (Object.keys(errors).length) {
      list.showErrors(errors);
      return notifyFailure(t('shell.form_errors'));
    }
    list.close();
    list.forgetServerErrors(editing.index);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) return notifyFailure(finishFirst);
    if (professions.length === 0) {
      list.setServerErrors({ list: ['profession_not_added'], byEntry: new Map() });
      return notifyFailure(t('shell.form_errors'));
    }
    list.setServerErrors(NO_ENTRY_ERRORS);
    save.mutate(step4Body(professions), {
      onSuccess: (answer) => {
        // The answer holds the attached files (no longer temporary): the list starts from it.
        list.reset(savedProfessions(answer));
        navigation.afterSave(answer);
      },
      onError: (error) => {
        list.setServerErrors(entryErrorsOf(error instanceof ApiError ? error.formErrors : {}, 'candidateProfileProfessions'));
        notifyError(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {professions.map((profession, index) =>
          editing?.index === index ? (
            <ProfessionEditor
              key={index}
              primary={primary}
              values={profession}
              onChange={(values) => list.change(index, values)}
              taken={takenProfessions(professions, index)}
              errors={editing.errors}
              onSave={saveProfession}
              onCancel={list.cancel}
            />
          ) : (
            <ProfessionCard
              key={index}
              index={index}
              profession={profession}
              primary={primary}
              disabled={editing !== null || save.isPending}
              errors={serverErrors.byEntry.get(index)}
              onEdit={() => list.edit(index)}
              onRemove={() => list.remove(index)}
            />
          ),
        )}
        <EntryListFooter
          isEmpty={professions.length === 0}
          emptyText={t('step4.no_professions')}
          errors={serverErrors.list}
          errorText={errorText}
          canAdd={canShowAddProfession(professions.length)}
          addLabel={t('step4.add_profession')}
          onAdd={add}
          busy={save.isPending}
        />
        <WizardActions label={navigation.label} loading={save.isPending} />
      </Stack>
      {leaveGuard}
    </form>
  );
}

interface ProfessionCardProps {
  index: number;
  profession: ProfessionValues;
  primary: Step4Primary;
  disabled: boolean;
  errors: FieldErrors | undefined;
  onEdit(): void;
  onRemove(): void;
}

/** A closed profession: its title, industry and class, what it holds, edit and delete. */
function ProfessionCard({ index, profession, primary, disabled, errors, onEdit, onRemove }: ProfessionCardProps) {
  const { t } = useTranslation('wizard');
  const errorText = useStepErrorText('step4');
  const title = (list: readonly { id: number; title: string }[] | undefined, id: string) => list?.find((item) => String(item.id) === id)?.title;
  const name = title(primary.professions[profession.industry], profession.profession) ?? t('step4.no_profession');
  const industry = title(primary.industries, profession.industry);
  const professionClass = title(primary.professionClasses, profession.professionClass);
  const skills = profession.skillsProfessionals.length + profession.skillsTechnicals.length + profession.skillsAdditionals.length;
  const firstError = errors ? Object.values(errors)[0] : undefined;

  return (
    <Paper withBorder radius="sm" p="sm" role="group" aria-label={t('step4.profession_number', { number: index + 1 })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {professionClass ? (
              <Badge variant="light" size="sm">
                {professionClass}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              industry,
              t('step4.summary.certificates', { count: profession.certificates.length }),
              t('step4.summary.skills', { count: skills }),
              t('step4.summary.work', { count: profession.worksFor.length }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {firstError ? (
            <Text size="sm" c="red" role="alert">
              {errorText(firstError)}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onEdit} disabled={disabled} aria-label={t('step4.edit_profession', { name })}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} disabled={disabled} aria-label={t('step4.remove_profession', { name })}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
