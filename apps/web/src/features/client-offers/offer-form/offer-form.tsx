import '@mantine/dates/styles.css';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { type ClientOfferPrimary, type OfferEditMode, formatWageFloor, marketToday } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_SAVE_STATE, useLeaveGuard } from '@/components/forms/leave-guard';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifyFailure, notifySuccess } from '@/lib/notify';
import { afterSave } from '../offer-list-path';
import { useCountryItems } from './api/get-country-items';
import { useCountryRegions } from './api/get-country-regions';
import { useProfessionItems } from './api/get-profession-items';
import { useSaveClientOffer } from './api/save-client-offer';
import type { SectionProps } from './offer-form-context';
import { maxValueOf, offerFieldOf, validateOfferForm, wageFloorOf } from './rules/offer-form-errors';
import type { OfferFormValues } from './rules/offer-form-values';
import { isEditable, payloadFor } from './rules/offer-payload';
import { rateBoundError, salaryBoundsOf } from './rules/salary.rules';
import { BenefitsSection } from './sections/benefits-section';
import { ContractSection } from './sections/contract-section';
import { LocationSection } from './sections/location-section';
import { ProfessionSection } from './sections/profession-section';
import { RequirementsSection } from './sections/requirements-section';
import { WorkSystemSection } from './sections/work-system-section';

/** The requirement lists appear about 500 ms after a profession is chosen. */
export const PROFESSION_ITEMS_DELAY_MS = 500;

interface OfferFormProps {
  /** Absent for a new offer. */
  offerId?: string;
  primary: ClientOfferPrimary;
  initialValues: OfferFormValues;
  editMode: Exclude<OfferEditMode, 'none'>;
}

const NO_MINIMUM_WAGES = [] as const;

const rootOf = (field: string) => field.split('.')[0] as keyof OfferFormValues;

/**
 * The offer form: six sections, checked with the API's own schema before
 * sending, the server's field errors shown on the same fields, a leave warning while dirty and,
 * after a save, the list the offer is on (drafts; an active offer the active list). An active offer
 * opens restricted: only its editable fields.
 */
export function OfferForm({ offerId, primary, initialValues, editMode }: OfferFormProps) {
  const { t, i18n } = useTranslation('clientOffers');
  const navigate = useNavigate();
  const [today] = useState(() => marketToday(new Date()));
  const save = useSaveClientOffer(offerId);
  const saving = save.isPending;
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const form = useForm<OfferFormValues>({
    initialValues,
    // Errors hold message keys; locked fields of an active offer are disabled.
    enhanceGetInputProps: ({ inputProps, field }) => ({
      error: translateError(inputProps.error, String(field)),
      disabled: !isEditable(editMode, rootOf(String(field))),
    }),
  });
  const values = form.values;

  const [shownProfession] = useDebouncedValue(values.profession, PROFESSION_ITEMS_DELAY_MS);
  const professionItems = useProfessionItems(shownProfession);
  const countryItems = useCountryItems(values.workLocationState);
  const regions = useCountryRegions(values.workLocationState);
  const currency = countryItems.data?.salaryGrossValueMin.currency ?? null;
  const minimumWages = countryItems.data?.minimumWages ?? NO_MINIMUM_WAGES;
  const wageFloor = wageFloorOf(values, { today, currency, minimumWages });
  // The floor a below-minimum-wage error names: the same rule and data as the check.
  const floorParams = wageFloor ? { floor: formatWageFloor(wageFloor.hourlyMinor, currentLocale()), currency: wageFloor.currency } : {};
  const translateError = (error: unknown, field: string): string | undefined => {
    if (typeof error !== 'string' || error === '') return undefined;
    const bound = rateBoundError(error, countryItems.data, i18n.language);
    return bound ? t(`form.contract.${bound.key}`, bound.params) : t(`errors:${error}`, { max: maxValueOf(field), ...floorParams });
  };

  const dirty = form.isDirty();
  const leaveDialog = useLeaveGuard(
    dirty,
    { title: t('form.leave.title'), message: t('form.leave.really_leave_page'), leave: t('form.leave.leave'), stay: t('form.leave.stay') },
    290,
  );

  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    focusInvalid();
  };

  const section: SectionProps = {
    form,
    editMode,
    errorOf: (field) => translateError(form.errors[field], field),
    update: (next, touched = []) => {
      form.setValues(next);
      for (const field of touched) form.clearFieldError(field);
    },
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = form.getValues();
    const errors = validateOfferForm(current, { editMode, today, salaryBounds: salaryBoundsOf(countryItems.data), currency, minimumWages });
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      notifyFailure(t('form.invalid'));
      return;
    }
    try {
      const { offer } = await save.mutateAsync(payloadFor(current, editMode, currency));
      form.resetDirty(current);
      const next = afterSave(offer.status.id);
      notifySuccess(t(`form.${next.message}`));
      // Saved: this move needs no leave question, whatever the form's state still says.
      void navigate(next.path, { state: AFTER_SAVE_STATE });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showErrors(fieldErrorsOf(error.formErrors, offerFieldOf));
      notifyError(error);
    }
  };

  const professionItemsLoading = values.profession !== shownProfession || professionItems.isPending;

  return (
    <form ref={formRef} onSubmit={submit} onReset={() => form.reset()} noValidate aria-label={offerId ? t('form.editTitle') : t('form.createTitle')}>
      <Stack gap="lg">
        {editMode === 'restricted' ? (
          <Alert color="blue" icon={<IconInfoCircle size={20} aria-hidden />} role="status">
            {t('form.restricted')}
          </Alert>
        ) : null}
        <ProfessionSection {...section} primary={primary} />
        <RequirementsSection {...section} primary={primary} items={professionItemsLoading ? undefined : professionItems.data} loading={professionItemsLoading} />
        <WorkSystemSection {...section} primary={primary} />
        <LocationSection {...section} primary={primary} regions={regions.data} countryItems={countryItems.data} />
        <BenefitsSection {...section} countryItems={countryItems.data} />
        <ContractSection {...section} primary={primary} countryItems={countryItems.data} wageFloor={wageFloor} today={today} />
        <Group justify="flex-end" gap="sm">
          {editMode === 'full' ? (
            <Button type="reset" variant="default" disabled={!dirty || saving}>
              {t('form.reset')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
      {leaveDialog}
    </form>
  );
}
