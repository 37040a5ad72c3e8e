import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CandidateProfileShow } from '@trades/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { type EntryErrors, NO_ENTRY_ERRORS, entryErrorsOf } from '@/lib/forms';
import { useEntryList } from '@/components/forms/use-entry-list';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { useSaveWizardStep } from '../../api/save-wizard-step';
import { useUploadsPending } from '../../api/upload-temporary-file';
import { EntryListFooter } from '../../components/entry-list-footer';
import { WizardActions } from '../../components/wizard-frame';
import { notifyError, notifyFailure, notifySuccess } from '@/lib/notify';
import { useWizardLeaveGuard } from '@/features/wizard/use-wizard-leave-guard';
import { useWizardNavigation } from '../../use-wizard-navigation';
import { useStepErrorText } from '../step-errors';
import { PlaceEditor } from './place-editor';
import {
  type FieldErrors,
  type PlaceValues,
  type Step6Primary,
  canShowAddPlace,
  countryOf,
  emptyPlace,
  placeErrors,
  editorPath,
  placeValues,
  step6Body,
  usedCountries,
} from './work-places.rules';

const savedPlaces = (profile: CandidateProfileShow) => profile.candidateProfileWorkLocations.map(placeValues);

/**
 * Step 6, preferred work places: up to 3 places, one open at a
 * time. Saving a place saves the step; the primary button saves and goes on to the next step.
 */
export function WorkPlacesForm({ profile, primary }: { profile: CandidateProfileShow; primary: Step6Primary }) {
  const { t } = useTranslation('wizard');
  const errorText = useStepErrorText('step6');
  const navigation = useWizardNavigation(6);
  const save = useSaveWizardStep(6);
  const uploading = useUploadsPending();
  const { ref, focusInvalid } = useInvalidFocus();
  const busy = save.isPending || uploading;
  const list = useEntryList(() => savedPlaces(profile));
  const { entries: places, editing, serverErrors } = list;

  const finishFirst = t('step6.finish_place');
  const leaveGuard = useWizardLeaveGuard(editing !== null || list.dirty, editing ? finishFirst : t('shell.leave.unsaved'));

  const post = (entries: PlaceValues[], onSaved: (profile: CandidateProfileShow) => void, onFailed?: (byPlace: EntryErrors['byEntry']) => void) => {
    list.setServerErrors(NO_ENTRY_ERRORS);
    save.mutate(step6Body(entries, primary), {
      onSuccess: (answer) => {
        // The answer holds the attached files (no longer temporary): the form starts from it.
        list.reset(savedPlaces(answer));
        onSaved(answer);
      },
      onError: (error) => {
        const mapped = entryErrorsOf(error instanceof ApiError ? error.formErrors : {}, 'candidateProfileWorkLocations', (path, index) => editorPath(path, entries[index]));
        list.setServerErrors(mapped);
        notifyError(error);
        onFailed?.(mapped.byEntry);
        focusInvalid();
      },
    });
  };

  const add = () => {
    if (editing) return notifyFailure(finishFirst);
    list.add(emptyPlace());
  };

  const savePlace = () => {
    if (!editing || busy) return;
    const { index, original } = editing;
    const errors = placeErrors(places[index] as PlaceValues, primary, usedCountries(places, index));
    if (Object.keys(errors).length) {
      list.showErrors(errors);
      focusInvalid();
      return notifyFailure(t('shell.form_errors'));
    }
    list.close();
    post(
      places,
      () => notifySuccess(t('shell.save_success')),
      (byPlace) => list.open({ index, original, errors: byPlace.get(index) ?? {} }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Proceeding while a place is open is refused (4.4).
    if (editing) return notifyFailure(finishFirst);
    if (places.length === 0) {
      list.setServerErrors({ list: ['location_required'], byEntry: new Map() });
      focusInvalid();
      return notifyFailure(t('shell.form_errors'));
    }
    post(places, () => navigation.afterSave());
  };

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        {places.map((place, index) =>
          editing?.index === index ? (
            <PlaceEditor
              key={index}
              primary={primary}
              values={place}
              onChange={(values) => list.change(index, values)}
              used={usedCountries(places, index)}
              errors={editing.errors}
              isNew={editing.original === null}
              saving={busy}
              onSave={savePlace}
              onCancel={list.cancel}
              onDelete={list.removeOpen}
            />
          ) : (
            <PlaceCard
              key={index}
              index={index}
              place={place}
              primary={primary}
              disabled={editing !== null || busy}
              errors={serverErrors.byEntry.get(index)}
              onEdit={() => list.edit(index)}
              onRemove={() => list.remove(index)}
            />
          ),
        )}
        <EntryListFooter
          isEmpty={places.length === 0}
          emptyText={t('step6.no_places')}
          errors={serverErrors.list}
          errorText={errorText}
          canAdd={canShowAddPlace(places.length)}
          addLabel={t('step6.add_place')}
          onAdd={add}
          busy={busy}
        />
        <WizardActions label={navigation.label} loading={busy && editing === null} />
      </Stack>
      {leaveGuard}
    </form>
  );
}

interface PlaceCardProps {
  index: number;
  place: PlaceValues;
  primary: Step6Primary;
  disabled: boolean;
  errors: FieldErrors | undefined;
  onEdit(): void;
  onRemove(): void;
}

/** A closed place: its country (or 'no country selected'), a short summary, edit and delete. */
function PlaceCard({ index, place, primary, disabled, errors, onEdit, onRemove }: PlaceCardProps) {
  const { t } = useTranslation('wizard');
  const errorText = useStepErrorText('step6');
  const country = countryOf(primary, place.workLocationState);
  const name = country?.country ?? t('step6.no_country');
  const regions = country?.regions.filter((r) => place.regions.some((row) => row.region === String(r.id))).map((r) => r.title) ?? [];
  const firstError = errors ? Object.values(errors)[0] : undefined;

  return (
    <Paper withBorder radius="sm" p="sm" aria-label={t('step6.place', { number: index + 1 })} role="group">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          {country ? (
            <Text size="sm" c="dimmed">
              {place.allState ? t('step6.whole_country') : regions.join(', ')}
              {place.salary !== null ? ` · ${t('step6.salary_value', { amount: place.salary, currency: country.salaryGrossValueMax.currency })}` : ''}
            </Text>
          ) : null}
          {firstError ? (
            <Text size="sm" c="red" role="alert">
              {errorText(firstError)}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onEdit} disabled={disabled} aria-label={t('step6.edit_place', { name })}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} disabled={disabled} aria-label={t('step6.remove_place', { name })}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
