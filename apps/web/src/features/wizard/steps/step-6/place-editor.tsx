import { ActionIcon, Button, Checkbox, Fieldset, Group, MultiSelect, Radio, Rating, Select, Slider, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDecimal } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { AttachmentsField } from '../attachments/attachments-field';
import { useStepErrorText } from '../step-errors';
import {
  type FieldErrors,
  type PlaceValues,
  type Step6Primary,
  changeCountry,
  countryOf,
  lockedDocuments,
  regionsTakenByOtherRows,
  setRegion,
  toggleDocument,
} from './work-places.rules';

interface PlaceEditorProps {
  primary: Step6Primary;
  values: PlaceValues;
  onChange(values: PlaceValues): void;
  /** Countries of the other places (disabled in the select). */
  used: ReadonlySet<string>;
  errors: FieldErrors;
  /** A place not saved yet can be deleted from the editor. */
  isNew: boolean;
  saving: boolean;
  onSave(): void;
  onCancel(): void;
  onDelete(): void;
}

/**
 * The open work place: country, whole country or chosen regions with
 * their cities, documents with the Norway rule, document files, the country's star
 * rating and the salary slider within the country's bounds.
 */
export function PlaceEditor({ primary, values, onChange, used, errors, isNew, saving, onSave, onCancel, onDelete }: PlaceEditorProps) {
  const { t } = useTranslation('wizard');
  const locale = currentLocale();
  const errorText = useStepErrorText('step6');
  const ratingLabel = useId();
  const country = countryOf(primary, values.workLocationState);
  const locked = lockedDocuments(values.requiredDocuments, country);
  const currency = country?.salaryGrossValueMax.currency ?? '';

  const countries = primary.countries.map((c) => ({ value: String(c.id), label: c.country, disabled: used.has(String(c.id)) }));
  const setRegions = (regions: PlaceValues['regions']) => onChange({ ...values, regions });

  return (
    <Fieldset legend={country ? country.country : t('step6.new_place')} aria-label={t('step6.editor')}>
      <Stack gap="md">
        <Select
          label={t('step6.country')}
          placeholder={t('step6.country_placeholder')}
          data={countries}
          value={values.workLocationState || null}
          onChange={(id) => onChange(changeCountry(values, id ?? ''))}
          error={errorText(errors.workLocationState)}
          withAsterisk
          searchable
          allowDeselect={false}
        />

        {country ? (
          <>
            <Radio.Group
              label={t('step6.area')}
              value={values.allState ? 'all' : 'regions'}
              onChange={(area) => onChange({ ...values, allState: area === 'all' })}
            >
              <Group mt={6} gap="lg">
                <Radio value="all" label={t('step6.whole_country')} />
                <Radio value="regions" label={t('step6.chosen_regions')} disabled={country.regions.length === 0} />
              </Group>
            </Radio.Group>

            {!values.allState ? (
              <Stack gap="sm">
                {values.regions.map((row, index) => {
                  const taken = regionsTakenByOtherRows(values, index);
                  const region = country.regions.find((r) => String(r.id) === row.region);
                  return (
                    <Group key={index} align="flex-start" gap="xs" wrap="wrap" role="group" aria-label={t('step6.region_row', { number: index + 1 })}>
                      <Select
                        label={t('step6.region')}
                        data={country.regions.map((r) => ({ value: String(r.id), label: r.title, disabled: taken.has(String(r.id)) }))}
                        value={row.region || null}
                        onChange={(id) => onChange(setRegion(values, index, id ?? ''))}
                        error={errorText(errors[`regions.${index}.region`])}
                        withAsterisk
                        searchable
                        allowDeselect={false}
                        w={{ base: '100%', xs: 220 }}
                      />
                      <MultiSelect
                        label={t('step6.cities')}
                        data={(region?.cities ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
                        value={row.cities.map(String)}
                        onChange={(ids) => setRegions(values.regions.map((r, i) => (i === index ? { ...r, cities: ids.map(Number) } : r)))}
                        error={errorText(errors[`regions.${index}.cities`])}
                        disabled={!region}
                        withAsterisk
                        searchable
                        style={{ flex: 1, minWidth: 200 }}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={26}
                        onClick={() => setRegions(values.regions.filter((_, i) => i !== index))}
                        aria-label={t('step6.remove_region', { number: index + 1 })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  );
                })}
                {errors.regions ? (
                  <Text size="sm" c="red" role="alert">
                    {errorText(errors.regions)}
                  </Text>
                ) : null}
                {values.regions.length < country.regions.length ? (
                  <Group>
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => setRegions([...values.regions, { region: '', cities: [] }])}
                    >
                      {t('step6.add_region')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            ) : null}

            {country.requiredDocuments.length ? (
              <Stack gap={6} role="group" aria-label={t('step6.documents')}>
                <Text size="sm" fw={500}>
                  {t('step6.documents')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('step6.documents_hint')}
                </Text>
                {country.requiredDocuments.map((document) => {
                  const isLocked = locked.has(document.id);
                  return (
                    <Checkbox
                      key={document.id}
                      label={document.title}
                      description={isLocked ? t('step6.required') : undefined}
                      checked={values.requiredDocuments.includes(document.id)}
                      disabled={isLocked}
                      onChange={(event) =>
                        onChange({ ...values, requiredDocuments: toggleDocument(values.requiredDocuments, document.id, event.currentTarget.checked, country) })
                      }
                    />
                  );
                })}
                {errors.requiredDocuments ? (
                  <Text size="sm" c="red" role="alert">
                    {errorText(errors.requiredDocuments)}
                  </Text>
                ) : null}
              </Stack>
            ) : null}

            <AttachmentsField
              section="step6"
              label={t('step6.document_files')}
              value={values.requiredDocumentsAttachments}
              onChange={(requiredDocumentsAttachments) => onChange({ ...values, requiredDocumentsAttachments })}
              purpose="work_location_document"
              titleError={(index) => errors[`requiredDocumentsAttachments.${index}.title`]}
            />

            <Stack gap={4}>
              <Text size="sm" fw={500} id={ratingLabel}>
                {t('step6.rating')}
              </Text>
              <Group gap="sm">
                <Rating
                  fractions={2}
                  size={24}
                  value={values.rating ?? 0}
                  onChange={(rating) => onChange({ ...values, rating })}
                  allowClear
                  role="radiogroup"
                  aria-labelledby={ratingLabel}
                  getSymbolLabel={(value) => t('step6.stars', { count: value })}
                />
                <Text size="sm" c="dimmed">
                  {values.rating === null ? t('step6.not_rated') : t('step6.rating_value', { rating: formatDecimal(values.rating, locale) })}
                </Text>
                {values.rating !== null ? (
                  <Button variant="subtle" size="compact-xs" onClick={() => onChange({ ...values, rating: null })}>
                    {t('step6.clear_rating')}
                  </Button>
                ) : null}
              </Group>
              {errors.rating ? (
                <Text size="sm" c="red" role="alert">
                  {errorText(errors.rating)}
                </Text>
              ) : null}
            </Stack>

            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {t('step6.salary')}
                </Text>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {values.salary === null ? t('step6.salary_not_given') : t('step6.salary_value', { amount: values.salary, currency })}
                  </Text>
                  {values.salary !== null ? (
                    <Button variant="subtle" size="compact-xs" onClick={() => onChange({ ...values, salary: null })}>
                      {t('step6.salary_clear')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <Slider
                min={country.salaryGrossValueMin.amount}
                max={country.salaryGrossValueMax.amount}
                step={1}
                // Not given until the candidate moves it: its resting place at the minimum is no answer.
                value={values.salary ?? country.salaryGrossValueMin.amount}
                color={values.salary === null ? 'gray' : undefined}
                onChange={(salary) => onChange({ ...values, salary })}
                label={(value) => `${value} ${currency}`}
                thumbLabel={t('step6.salary')}
                marks={[
                  { value: country.salaryGrossValueMin.amount, label: String(country.salaryGrossValueMin.amount) },
                  { value: country.salaryGrossValueMax.amount, label: String(country.salaryGrossValueMax.amount) },
                ]}
                mb="md"
              />
              {errors.salary ? (
                <Text size="sm" c="red" role="alert">
                  {errorText(errors.salary)}
                </Text>
              ) : null}
            </Stack>
          </>
        ) : null}

        <Group justify="flex-end" gap="sm" wrap="wrap">
          {isNew ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete} disabled={saving}>
              {t('step6.delete_place')}
            </Button>
          ) : null}
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('step6.cancel')}
          </Button>
          <Button onClick={onSave} loading={saving}>
            {t('step6.save_place')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
