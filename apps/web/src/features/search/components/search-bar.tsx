import { Alert, Box, Button, Flex, NativeSelect, type OptionsFilter, Paper, Select, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { MAX_SEARCH_KEYWORD_LENGTH } from '@trades/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCities } from '../api/get-cities';
import { cityLabel, folded } from '../places';
import { RADIUS_OPTIONS, type SearchChange, type SearchState, keywordText, setKeywords, setPlace, setRadius } from '../search-params';
import { SEARCH_BASE_PATH } from '../search-paths';
import { SearchFields } from './search-fields';

export interface SearchBarProps {
  state: SearchState;
  onChange(change: SearchChange): void;
  /** A place typed by name without the app's script that names no city (the search went on without it). */
  unknownPlace?: string | null;
}

/** Cities whose name (or country) contains the typed text, those starting with it first. */
const cityFilter: OptionsFilter = ({ options, search }) => {
  const typed = folded(search.trim());
  if (!typed) return options;
  const items = options.filter((option) => 'label' in option && folded(option.label).includes(typed));
  const starts = items.filter((option) => 'label' in option && folded(option.label).startsWith(typed));
  return [...starts, ...items.filter((option) => !starts.includes(option))];
};

/** What the keyword form asks for itself (matching goes off with a new search, as with the script). */
const KEYWORD_FORM_FIELDS = ['q', 'radiusKm', 'mlFilter'] as const;

/**
 * The keywords, sent with Enter or the button; typed text stays until then. Without the app's script the
 * form asks for the whole search (search-form-loader.ts): the place by its typed name and the radius, whose
 * fields name this form (`id`), and the rest of the search.
 */
function KeywordForm({ state, onChange, id }: SearchBarProps & { id: string }) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(state.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = keywordText(text);
    if (q !== state.q) onChange((current) => setKeywords(current, q));
  };
  return (
    <Flex
      component="form"
      id={id}
      method="get"
      action={SEARCH_BASE_PATH}
      role="search"
      onSubmit={submit}
      gap="xs"
      align="flex-end"
      style={{ flex: 3, minWidth: 0 }}
      aria-label={t('bar.keywordsForm')}
    >
      <SearchFields state={state} except={KEYWORD_FORM_FIELDS} />
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
 * the radius around it. Each change is a new address, as the filters are. Without the app's script
 * the city is typed by name and sent with the keywords.
 */
export function SearchBar({ state, onChange, unknownPlace }: SearchBarProps) {
  const { t } = useTranslation('search');
  const formId = useId();
  const [placeUsed, setPlaceUsed] = useState(false);
  const cities = useCities(placeUsed || state.near !== null);
  const options = useMemo(() => (cities.data ?? []).map((city) => ({ value: String(city.id), label: cityLabel(city) })), [cities.data]);
  const place = cities.data?.find((city) => city.id === state.near);
  const typedPlace = unknownPlace ?? (place ? cityLabel(place) : '');
  // A radius typed into the address (75) is shown as it is.
  const radii = RADIUS_OPTIONS.some((km) => km === state.radiusKm) ? [...RADIUS_OPTIONS] : [...RADIUS_OPTIONS, state.radiusKm].sort((a, b) => a - b);
  const radius = (
    <NativeSelect
      form={formId}
      name="radiusKm"
      label={t('bar.radius')}
      data={radii.map((km) => ({ value: String(km), label: t('bar.radiusKm', { km }) }))}
      value={String(state.radiusKm)}
      onChange={(event) => {
        const km = Number(event.currentTarget.value);
        onChange((current) => setRadius(current, km));
      }}
      w={110}
    />
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" align={{ base: 'stretch', sm: 'flex-end' }}>
        <KeywordForm key={state.q} state={state} onChange={onChange} id={formId} />
        <Flex gap="xs" align="flex-end" style={{ flex: 2, minWidth: 0 }}>
          <Box className="js-only" style={{ flex: 1, minWidth: 0 }}>
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
            />
          </Box>
          {/* The combobox needs the script: without it the city is typed by name. */}
          <Box className="no-js-only" style={{ flex: 1, minWidth: 0 }}>
            <TextInput
              // Shows the place again once its name has come.
              key={typedPlace}
              form={formId}
              name="place"
              label={t('bar.place')}
              placeholder={t('bar.placePlaceholder')}
              defaultValue={typedPlace}
              leftSection={<IconMapPin size={16} aria-hidden />}
            />
          </Box>
          {/* Without the script the radius goes with the typed name, before there is a place. */}
          {state.near !== null ? radius : <div className="no-js-only">{radius}</div>}
        </Flex>
      </Flex>
      {unknownPlace ? (
        <Alert color="yellow" variant="light" mt="sm" role="status" data-testid="unknown-place">
          {t('bar.unknownPlace', { place: unknownPlace })}
        </Alert>
      ) : null}
    </Paper>
  );
}
