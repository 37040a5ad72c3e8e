import { ActionIcon, Button, Grid, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ClientOfferPrimary, CountryItemsDictionary, DictionaryItem } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useRegionCities } from '../api/get-region-cities';
import { FieldError } from '@/components/forms/field-error';
import { FormSection } from '../components/form-section';
import { RequirementChecklist } from '../components/requirement-checklist';
import type { SectionProps } from '../offer-form-context';
import { regionsTakenElsewhere, withAllState, withCountry, withRegion } from '../rules/offer-choices.rules';
import { isEditable } from '../rules/offer-payload';
import { lockedItems, withItemRequired, withItemTicked } from '../rules/requirements.rules';

interface LocationSectionProps extends SectionProps {
  primary: ClientOfferPrimary;
  regions: DictionaryItem[] | undefined;
  countryItems: CountryItemsDictionary | undefined;
}

/** Country of work, the whole country or regions with their cities, and the documents the country asks for. */
export function LocationSection({ form, editMode, errorOf, update, primary, regions, countryItems }: LocationSectionProps) {
  const { t } = useTranslation('clientOffers');
  const values = form.values;
  const disabled = !isEditable(editMode, 'workLocationState');
  const countries = primary.workLocationsStates.map((country) => ({ value: String(country.id), label: country.country }));
  const scopes = primary.allState.length > 0 ? primary.allState : [];

  return (
    <FormSection id="offer-location" title={t('form.sections.location')}>
      <Select
        label={t('form.location.country')}
        data={countries}
        searchable
        nothingFoundMessage={t('form.nothingFound')}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('workLocationState')}
        onChange={(country) =>
          update(withCountry(form.getValues(), country), ['workLocationState', 'workLocationRegions', 'rewards', 'weOffers', 'benefits', 'requiredDocuments'])
        }
      />
      {values.workLocationState === null ? null : (
        <>
          <Radio.Group
            label={t('form.location.scope')}
            value={values.allState ? '1' : '0'}
            onChange={(scope) => update(withAllState(form.getValues(), scope === '1'), ['workLocationRegions'])}
          >
            <Stack gap="xs" mt="xs">
              {scopes.map((scope) => (
                <Radio key={scope.id} value={String(scope.id)} label={scope.title} disabled={disabled} />
              ))}
            </Stack>
          </Radio.Group>
          {values.allState ? null : (
            <Stack gap="xs">
              {values.workLocationRegions.map((_, index) => (
                <RegionRow key={index} index={index} form={form} editMode={editMode} errorOf={errorOf} update={update} regions={regions ?? []} disabled={disabled} />
              ))}
              <FieldError error={errorOf('workLocationRegions')} />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={disabled || (regions !== undefined && values.workLocationRegions.length >= regions.length)}
                onClick={() => form.insertListItem('workLocationRegions', { region: null, cities: [] })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('form.location.addRegion')}
              </Button>
            </Stack>
          )}
          {countryItems ? (
            <RequirementChecklist
              title={t('form.location.requiredDocuments')}
              hint={t('form.location.documentsHint')}
              options={countryItems.requiredDocuments}
              value={values.requiredDocuments}
              locked={lockedItems(values).requiredDocuments ?? []}
              rated={false}
              disabled={disabled}
              error={errorOf('requiredDocuments')}
              onTicked={(id, on) => update(withItemTicked(form.getValues(), 'requiredDocuments', id, on), ['requiredDocuments'])}
              onRequired={(id, isRequired) => update(withItemRequired(form.getValues(), 'requiredDocuments', id, isRequired), ['requiredDocuments'])}
              onRating={() => undefined}
            />
          ) : null}
        </>
      )}
    </FormSection>
  );
}

/** One region with its cities; choosing another region clears the cities. */
function RegionRow({ index, form, update, regions, disabled }: SectionProps & { index: number; regions: DictionaryItem[]; disabled: boolean }) {
  const { t } = useTranslation('clientOffers');
  const values = form.values;
  const entry = values.workLocationRegions[index];
  const cities = useRegionCities(entry?.region ?? null);
  if (!entry) return null;
  const taken = regionsTakenElsewhere(values, index);
  const regionOptions = regions.filter((region) => !taken.has(String(region.id))).map((region) => ({ value: String(region.id), label: region.title }));
  const cityOptions = (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.title }));

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Select
          label={t('form.location.region', { number: index + 1 })}
          data={regionOptions}
          searchable
          nothingFoundMessage={t('form.nothingFound')}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps(`workLocationRegions.${index}.region`)}
          onChange={(region) => update(withRegion(form.getValues(), index, region), [`workLocationRegions.${index}.region`, `workLocationRegions.${index}.cities`, 'workLocationRegions'])}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MultiSelect
          label={t('form.location.cities', { number: index + 1 })}
          data={cityOptions}
          searchable
          nothingFoundMessage={t('form.nothingFound')}
          withAsterisk
          {...form.getInputProps(`workLocationRegions.${index}.cities`)}
          disabled={disabled || entry.region === null}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 1 }}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mb={4}
          disabled={disabled || values.workLocationRegions.length === 1}
          onClick={() => form.removeListItem('workLocationRegions', index)}
          aria-label={t('form.location.removeRegion', { number: index + 1 })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Grid.Col>
    </Grid>
  );
}
