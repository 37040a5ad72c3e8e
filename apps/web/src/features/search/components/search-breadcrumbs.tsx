import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { DictionaryItem, ProfessionsByIndustry, PublicPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SearchState, emptySearch, searchPath } from '../search-params';

function titles(ids: readonly number[], items: readonly DictionaryItem[]): string {
  return ids
    .map((id) => items.find((item) => item.id === id)?.title)
    .filter(Boolean)
    .join(', ');
}

/** Home › Job offers › industries › professions › countries; each step narrows the one before. */
export function SearchBreadcrumbs({ state, primary, professions }: { state: SearchState; primary: PublicPrimary | undefined; professions: ProfessionsByIndustry | undefined }) {
  const { t } = useTranslation('search');
  const allProfessions = Object.values(professions ?? {}).flat();
  const industries = { ...emptySearch(), showAll: false, industries: state.industries };
  const withProfessions = { ...industries, professions: state.professions };
  const steps: { label: string; to: string }[] = [
    { label: t('breadcrumbs.home'), to: '/' },
    { label: t('breadcrumbs.offers'), to: searchPath(emptySearch()) },
  ];
  if (state.matching) steps.push({ label: t('filters.matching'), to: searchPath(state) });
  const industryTitles = titles(state.industries, primary?.industries ?? []);
  if (industryTitles) steps.push({ label: industryTitles, to: searchPath(industries) });
  const professionTitles = titles(state.professions, allProfessions);
  if (professionTitles) steps.push({ label: professionTitles, to: searchPath(withProfessions) });
  const countryTitles = titles(
    state.countries,
    (primary?.locationsState ?? []).map((country) => ({ id: country.id, title: country.country })),
  );
  if (countryTitles) steps.push({ label: countryTitles, to: searchPath({ ...withProfessions, countries: state.countries }) });

  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <Text key={step.to + step.label} size="sm" aria-current="page">
              {step.label}
            </Text>
          ) : (
            <Anchor key={step.to + step.label} component={Link} to={step.to} size="sm">
              {step.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
