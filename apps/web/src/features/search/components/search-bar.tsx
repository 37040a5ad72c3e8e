import { Button, Flex, NativeSelect, type OptionsFilter, Paper, Select, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { MAX_SEARCH_KEYWORD_LENGTH } from '@trades/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCities } from '../api/get-cities';
import { RADIUS_OPTIONS, type SearchChange, type SearchState, keywordText, setKeywords, setPlace, setRadius } from '../search-params';

export interface SearchBarProps {
  state: SearchState;
  onChange(change: SearchChange): void;
}

/** Letters without their accents, lower case: "alesund" finds Ålesund, "krakow" Kraków. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Cities whose name (or country) contains the typed text, those starting with it first. */
const cityFilter: OptionsFilter = ({ options, search }) => {
  const typed = folded(search.trim());
  if (!typed) return options;
  const items = options.filter((option) => 'label' in option && folded(option.label).includes(typed));
  const starts = items.filter((option) => 'label' in option && folded(option.label).startsWith(typed));
  return [...starts, ...items.filter((option) => !starts.includes(option))];
};

/** The keywords, sent with Enter or the button; typed text stays until then. */
function KeywordForm({ state, onChange }: SearchBarProps) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(state.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = keywordText(text);
    if (q !== state.q) onChange((current) => setKeywords(current, q));
  };
  return (
    <Flex component="form" role="search" onSubmit={submit} gap="xs" align="flex-end" style={{ flex: 3, minWidth: 0 }} aria-label={t('bar.keywordsForm')}>
      <TextInput
        type="search"
        name="q"
        label={t('bar.keywords')}
        placeholder={t('bar.keywordsPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={MAX_SEARCH_KEYWORD_LENGTH}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button type="submit">{t('bar.search')}</Button>
    </Flex>
  );
}

/**
 * Above the results on every screen: keywords, a city from the reference data and, with a city,
 * the radius around it. Each change is a new address, as the filters are.
 */
export function SearchBar({ state, onChange }: SearchBarProps) {
  const { t } = useTranslation('search');
  const [placeUsed, setPlaceUsed] = useState(false);
  const cities = useCities(placeUsed || state.near !== null);
  const options = useMemo(() => (cities.data ?? []).map((city) => ({ value: String(city.id), label: `${city.title}, ${city.country}` })), [cities.data]);
  // A radius typed into the address (75) is shown as it is.
  const radii = RADIUS_OPTIONS.some((km) => km === state.radiusKm) ? [...RADIUS_OPTIONS] : [...RADIUS_OPTIONS, state.radiusKm].sort((a, b) => a - b);

  return (
    <Paper withBorder radius="md" p="md">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" align={{ base: 'stretch', sm: 'flex-end' }}>
        <KeywordForm key={state.q} state={state} onChange={onChange} />
        <Flex gap="xs" align="flex-end" style={{ flex: 2, minWidth: 0 }}>
          <Select
            label={t('bar.place')}
            placeholder={t('bar.placePlaceholder')}
            data={options}
            value={state.near === null ? null : String(state.near)}
            onChange={(value) => onChange((current) => setPlace(current, value === null ? null : Number(value)))}
            onFocus={() => setPlaceUsed(true)}
            // Mantine's clear button is out of the tab order: a name erased by keyboard clears the place too.
            onBlur={(event) => {
              if (event.currentTarget.value.trim() === '' && state.near !== null) onChange((current) => setPlace(current, null));
            }}
            onDropdownOpen={() => setPlaceUsed(true)}
            searchable
            clearable
            filter={cityFilter}
            limit={50}
            nothingFoundMessage={cities.isFetching ? t('bar.placesLoading') : t('bar.noPlace')}
            leftSection={<IconMapPin size={16} aria-hidden />}
            clearButtonProps={{ 'aria-label': t('bar.clearPlace') }}
            style={{ flex: 1, minWidth: 0 }}
          />
          {state.near !== null ? (
            <NativeSelect
              label={t('bar.radius')}
              data={radii.map((km) => ({ value: String(km), label: t('bar.radiusKm', { km }) }))}
              value={String(state.radiusKm)}
              onChange={(event) => {
                const km = Number(event.currentTarget.value);
                onChange((current) => setRadius(current, km));
              }}
              w={110}
            />
          ) : null}
        </Flex>
      </Flex>
    </Paper>
  );
}
