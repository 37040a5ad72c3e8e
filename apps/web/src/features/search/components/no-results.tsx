import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { CityItem, DictionaryItem, OfferListRelaxation, ProfessionsByIndustry, PublicPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale, htmlLang } from '@/lib/i18n';
import { type SearchState, searchPath, withoutFilter } from '../search-params';
import { PUBLICATION_KEYS } from './filter-panel';

export interface NoResultsProps {
  state: SearchState;
  /** The filters whose removal would find offers, most found first (from the API). */
  relaxations: readonly OfferListRelaxation[] | undefined;
  primary: PublicPrimary | undefined;
  professions: ProfessionsByIndustry | undefined;
  cities: readonly CityItem[] | undefined;
}

function titles(ids: readonly number[], items: readonly DictionaryItem[]): string {
  return ids
    .map((id) => items.find((item) => item.id === id)?.title)
    .filter(Boolean)
    .join(', ');
}

/**
 * A search that found nothing: the message, and the filter whose removal finds the most offers
 * with their number, as a link to the search without it.
 */
export function NoResults({ state, relaxations, primary, professions, cities }: NoResultsProps) {
  const { t } = useTranslation('search');
  const best = relaxations?.find((relaxation) => relaxation.numTotal > 0);

  const labelOf = (filter: OfferListRelaxation['filter']): string => {
    switch (filter) {
      case 'q':
        return state.q;
      case 'near': {
        const city = cities?.find((item) => item.id === state.near)?.title ?? t('bar.place');
        return t('relax.near', { city, km: state.radiusKm });
      }
      case 'payMin': {
        const amount = new Intl.NumberFormat(htmlLang(currentLocale()), { maximumFractionDigits: 2 }).format(state.payMin ?? 0);
        return t('relax.payMin', { amount, currency: state.payCurrency ?? '' });
      }
      case 'profession':
        return titles(state.professions, Object.values(professions ?? {}).flat());
      case 'industry':
        return titles(state.industries, primary?.industries ?? []);
      case 'country':
        return titles(
          state.countries,
          (primary?.locationsState ?? []).map((country) => ({ id: country.id, title: country.country })),
        );
      case 'publication':
        return state.publication === null ? '' : t(PUBLICATION_KEYS[state.publication]);
    }
  };
  const label = best ? labelOf(best.filter) : '';

  return (
    <Paper withBorder radius="md" p="xl" data-testid="no-results">
      <Stack gap="sm" align="center">
        <Text ta="center">{t('results.empty')}</Text>
        {best && label ? (
          <Anchor component={Link} to={searchPath(withoutFilter(state, best.filter))} ta="center" fw={600} data-testid="relax-link">
            {t('results.relax', { filter: label, count: best.numTotal })}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
