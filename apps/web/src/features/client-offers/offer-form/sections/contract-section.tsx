import { Checkbox, Grid, Input, NumberInput, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ClientOfferPrimary, type CountryItemsDictionary, type MinimumWage, OFFER_NOTES_MAX_LENGTH } from '@trades/contracts';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../components/date-field';
import { FormSection } from '../components/form-section';
import type { SectionProps } from '../offer-form-context';
import { decimalSeparator } from '../offer-form-locale';
import { isEditable } from '../rules/offer-payload';
import { rateHint, withDailySalary, withMonthlySalary } from '../rules/salary.rules';
import { endDateMin, withWorkStart } from '../rules/schedule.rules';
import { LoadingIndicator } from '@/components/loading-indicator';

// The rich-text editor is the bulk of the form's code: it loads in parallel, the rest of the form does not wait for it.
const DescriptionEditor = lazy(async () => ({ default: (await import('../components/description-editor')).DescriptionEditor }));

interface ContractSectionProps extends SectionProps {
  primary: ClientOfferPrimary;
  countryItems: CountryItemsDictionary | undefined;
  /** The trade's minimum wage that applies to the offer, if any: the hint starts from it. */
  wageFloor: MinimumWage | null;
  today: string;
}

/** Work period, pay (hourly gross range within the country's bounds, a fixed daily or monthly salary), description and notes. */
export function ContractSection({ form, editMode, errorOf, update, primary, countryItems, wageFloor, today }: ContractSectionProps) {
  const { t, i18n } = useTranslation('clientOffers');
  const values = form.values;
  const currency = countryItems?.salaryGrossValueMin.currency;
  const hint = rateHint(countryItems, wageFloor, i18n.language);
  const bounds = hint ? t(`form.contract.${hint.key}`, hint.params) : t('form.contract.rateChooseCountry');
  const salaryTypes = primary.salaryTypes.map((type) => ({ value: String(type.id), label: type.title }));
  const amountProps = { decimalScale: 2, decimalSeparator: decimalSeparator(i18n.language), allowedDecimalSeparators: ['.', ','], thousandSeparator: ' ', rightSection: <Text size="sm" c="dimmed">{currency}</Text>, rightSectionWidth: 48 };
  const workStart = form.getInputProps('workStartAt');
  const workEnd = form.getInputProps('workEndAt');

  return (
    <FormSection id="offer-contract" title={t('form.sections.contract')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label={t('form.contract.workStartAt')}
            withAsterisk
            minDate={today}
            clearable
            value={values.workStartAt}
            error={workStart.error}
            disabled={!isEditable(editMode, 'workStartAt')}
            onChange={(start) => update(withWorkStart(form.getValues(), start), ['workStartAt', 'workEndAt'])}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label={t('form.contract.workEndAt')}
            description={t('form.contract.workEndAtHint')}
            minDate={endDateMin(values.workStartAt, today)}
            clearable
            value={values.workEndAt}
            error={workEnd.error}
            disabled={!isEditable(editMode, 'workEndAt')}
            onChange={(end) => form.setFieldValue('workEndAt', end)}
          />
        </Grid.Col>
      </Grid>

      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('form.contract.salaryTitle')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput label={t('form.contract.salaryGrossValueMin')} description={bounds} withAsterisk {...amountProps} {...form.getInputProps('salaryGrossValueMin')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput label={t('form.contract.salaryGrossValueMax')} description={bounds} withAsterisk {...amountProps} {...form.getInputProps('salaryGrossValueMax')} />
          </Grid.Col>
        </Grid>
        <Checkbox label={t('form.contract.showSalaryGross')} {...form.getInputProps('showSalaryGross', { type: 'checkbox' })} />
        <Checkbox
          label={t('form.contract.showSalaryDaily')}
          {...form.getInputProps('showSalaryDaily', { type: 'checkbox' })}
          onChange={(event) => update(withDailySalary(form.getValues(), event.currentTarget.checked), ['showSalaryDaily', 'showSalaryMonth', 'salaryDailyValueMin', 'salaryMonthValueMin'])}
        />
        {values.showSalaryDaily ? <NumberInput label={t('form.contract.salaryDailyValueMin')} withAsterisk maw={360} {...amountProps} {...form.getInputProps('salaryDailyValueMin')} /> : null}
        <Checkbox
          label={t('form.contract.showSalaryMonth')}
          {...form.getInputProps('showSalaryMonth', { type: 'checkbox' })}
          onChange={(event) => update(withMonthlySalary(form.getValues(), event.currentTarget.checked), ['showSalaryDaily', 'showSalaryMonth', 'salaryDailyValueMin', 'salaryMonthValueMin'])}
        />
        {values.showSalaryMonth ? <NumberInput label={t('form.contract.salaryMonthValueMin')} withAsterisk maw={360} {...amountProps} {...form.getInputProps('salaryMonthValueMin')} /> : null}
        {values.showSalaryDaily || values.showSalaryMonth ? (
          <Select
            label={t('form.contract.salaryType')}
            data={salaryTypes}
            allowDeselect={false}
            maw={360}
            value={values.isSalaryGross ? '1' : '0'}
            onChange={(type) => form.setFieldValue('isSalaryGross', type === '1')}
            disabled={!isEditable(editMode, 'isSalaryGross')}
          />
        ) : null}
      </Stack>

      <Suspense
        fallback={
          <Input.Wrapper label={t('form.contract.description')}>
            <LoadingIndicator size="sm" display="block" mt="xs" label={t('form.contract.descriptionLoading')} />
          </Input.Wrapper>
        }
      >
        <DescriptionEditor
          label={t('form.contract.description')}
          value={values.description}
          onChange={(description) => form.setFieldValue('description', description)}
          disabled={!isEditable(editMode, 'description')}
          error={errorOf('description')}
        />
      </Suspense>
      <Textarea
        label={t('form.contract.notes')}
        description={t('form.contract.notesHint')}
        rows={4}
        maxLength={OFFER_NOTES_MAX_LENGTH}
        {...form.getInputProps('notes')}
      />
    </FormSection>
  );
}
