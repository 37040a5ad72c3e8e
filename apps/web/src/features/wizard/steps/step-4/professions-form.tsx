import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type CandidateProfileShow, marketToday } from '@trades/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { NO_ENTRY_ERRORS, entryErrorsOf } from '@/lib/forms';
import { type OpenEntry, useEntryList } from '@/components/forms/use-entry-list';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { useSaveWizardStep } from '../../api/save-wizard-step';
import { useUploadsPending } from '../../api/upload-temporary-file';
import { EntryListFooter } from '../../components/entry-list-footer';
import { WizardActions } from '../../components/wizard-frame';
import { notifyError, notifyFailure, notifySuccess } from '@/lib/notify';
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
 * Step 4, professions: up to 5, one open at a time. "Save profession" checks the open one, closes it
 * and saves the step at once (as a work place in step 6 does), so nothing typed is lost to a reload;
 * "Save and continue" finishes an open profession the same way, saves and goes on.
 */
export function ProfessionsForm({ profile, primary }: { profile: CandidateProfileShow; primary: Step4Primary }) {
  const { t } = useTranslation('wizard');
  const errorText = useStepErrorText('step4');
  const navigation = useWizardNavigation(4);
  const save = useSaveWizardStep(4);
  const uploading = useUploadsPending();
  const { ref, focusInvalid } = useInvalidFocus();
  const list = useEntryList(() => savedProfessions(profile));
  const { entries: professions, editing, serverErrors } = list;
  const busy = save.isPending || uploading;

  const finishFirst = t('step4.finish_profession');
  const leaveGuard = useWizardLeaveGuard(editing !== null || list.dirty, editing ? finishFirst : t('shell.leave.unsaved'));

  const add = () => {
    // A new profession only after the current one is finished (4.2).
    if (editing) return notifyFailure(t('step4.finish_before_adding'));
    list.add(emptyProfession());
  };

  /** Checks the open profession and closes it; false (its errors shown, the first one focused) when it has any. */
  const finishOpen = (): boolean => {
    if (!editing) return true;
    const candidate = { dateOfBirth: profile.dateOfBirth, today: marketToday(new Date()) };
    const errors = professionErrors(professions[editing.index] as ProfessionValues, takenProfessions(professions, editing.index), candidate);
    if (Object.keys(errors).length) {
      list.showErrors(errors);
      focusInvalid();
      notifyFailure(t('shell.form_errors'));
      return false;
    }
    list.close();
    list.forgetServerErrors(editing.index);
    return true;
  };

  /** Posts every profession; a refused save reopens `reopen` (the profession just closed) with its errors. */
  const post = (onSaved: () => void, reopen?: OpenEntry<ProfessionValues>) => {
    list.setServerErrors(NO_ENTRY_ERRORS);
    save.mutate(step4Body(professions), {
      onSuccess: (answer) => {
        // The answer holds the attached files (no longer temporary): the list starts from it.
        list.reset(savedProfessions(answer));
        onSaved();
      },
      onError: (error) => {
        const mapped = entryErrorsOf(error instanceof ApiError ? error.formErrors : {}, 'candidateProfileProfessions');
        list.setServerErrors(mapped);
        if (reopen) list.open({ ...reopen, errors: mapped.byEntry.get(reopen.index) ?? {} });
        notifyError(error);
        focusInvalid();
      },
    });
  };

  const saveProfession = () => {
    if (!editing || busy) return;
    const open = editing;
    if (!finishOpen()) return;
    post(() => notifySuccess(t('step4.profession_saved')), open);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const open = editing;
    if (!finishOpen()) return;
    if (professions.length === 0) {
      list.setServerErrors({ list: ['profession_not_added'], byEntry: new Map() });
      focusInvalid();
      return notifyFailure(t('shell.form_errors'));
    }
    post(() => navigation.afterSave(), open ?? undefined);
  };

  return (
    <form ref={ref} onSubmit={submit} noValidate>
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
              saving={busy}
              onSave={saveProfession}
              onCancel={list.cancel}
            />
          ) : (
            <ProfessionCard
              key={index}
              index={index}
              profession={profession}
              primary={primary}
              disabled={editing !== null || busy}
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
          busy={busy}
        />
        <WizardActions label={navigation.label} loading={busy} />
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
