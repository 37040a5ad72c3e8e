import { Alert, Button, Container, Group, NativeSelect, Paper, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MAX_SEARCH_KEYWORD_LENGTH } from '@trades/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBanner } from '@/components/page-banner';
import { usePageTitle } from '@/components/use-page-title';
import { useProfessionsByIndustry } from './api/get-professions';
import { usePublicPrimary } from './api/get-public-primary';
import { emptySearch, searchPath, setKeywords, toggleCountry, toggleIndustry, toggleProfession } from './search-params';
import { SEARCH_BASE_PATH } from './search-paths';

// Its own module: the combobox it uses (and its positioning code) stays out of the result list's code.
/**
 * /search: keywords, industry, profession of that industry and country, each optional, then
 * /search/query/q=...&industry={id}&profession={id}&country={id} without the empty ones; nothing
 * chosen is the list of the newest offers. The comboboxes need the script: without it the form has native
 * selects (every profession, under its industry) and asks the server for the search (search-form-loader.ts).
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('landing.title'));
  const navigate = useNavigate();
  const primary = usePublicPrimary();
  const professions = useProfessionsByIndustry();
  const [industry, setIndustry] = useState<string | null>(null);
  const [profession, setProfession] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [keywords, setKeywordText] = useState('');

  const industryOptions = (primary.data?.industries ?? []).map((item) => ({
    value: String(item.id),
    label: item.isActive ? item.title : `${item.title} (${t('filters.soon')})`,
    disabled: !item.isActive,
  }));
  const professionOptions = industry ? (professions.data?.[industry] ?? []).map((item) => ({ value: String(item.id), label: item.title })) : [];
  const countryOptions = (primary.data?.locationsState ?? []).map((item) => ({ value: String(item.id), label: item.country }));
  const professionGroups = industryOptions
    .filter((item) => !item.disabled)
    .map((item) => ({ group: item.label, items: (professions.data?.[item.value] ?? []).map((profession) => ({ value: String(profession.id), label: profession.title })) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let state = setKeywords(emptySearch(), keywords);
    if (industry) state = toggleIndustry(state, Number(industry), true, []);
    if (profession) state = toggleProfession(state, Number(profession), true);
    if (country) state = toggleCountry(state, Number(country), true);
    void navigate(searchPath(state));
  };

  return (
    <>
      <PageBanner title={t('landing.title')} subtitle={t('landing.subtitle')} />
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="xl" component="form" method="get" action={SEARCH_BASE_PATH} onSubmit={submit} noValidate aria-label={t('landing.formLabel')}>
          <Stack gap="md">
            <TextInput
              type="search"
              name="q"
              label={t('bar.keywords')}
              placeholder={t('bar.keywordsPlaceholder')}
              value={keywords}
              onChange={(event) => setKeywordText(event.currentTarget.value)}
              maxLength={MAX_SEARCH_KEYWORD_LENGTH}
            />
            <Stack gap="md" className="js-only">
              <Select
                label={t('landing.industry')}
                placeholder={t('landing.industryPlaceholder')}
                data={industryOptions}
                value={industry}
                onChange={(value) => {
                  setIndustry(value);
                  setProfession(null);
                }}
                disabled={primary.isPending}
                clearable
              />
              <Select
                label={t('landing.profession')}
                placeholder={industry ? t('landing.professionPlaceholder') : t('landing.professionFirst')}
                data={professionOptions}
                value={profession}
                onChange={setProfession}
                disabled={!industry}
                clearable
                searchable
                nothingFoundMessage={t('landing.nothingFound')}
              />
              <Select
                label={t('landing.country')}
                placeholder={t('landing.countryPlaceholder')}
                data={countryOptions}
                value={country}
                onChange={setCountry}
                clearable
                disabled={primary.isPending}
              />
            </Stack>
            <div className="no-js-only">
              <Stack gap="md">
                <NativeSelect name="industry" label={t('landing.industry')} data={[{ value: '', label: t('landing.industryPlaceholder') }, ...industryOptions]} />
                <NativeSelect name="profession" label={t('landing.profession')} data={[{ value: '', label: t('landing.professionPlaceholder') }, ...professionGroups]} />
                <NativeSelect name="country" label={t('landing.country')} data={[{ value: '', label: t('landing.countryPlaceholder') }, ...countryOptions]} />
              </Stack>
            </div>
            {primary.isError ? (
              <Alert color="red" variant="light">
                {t('landing.loadError')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
                {t('landing.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
