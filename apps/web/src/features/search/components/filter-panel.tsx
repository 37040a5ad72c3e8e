import { Badge, Button, Checkbox, Fieldset, Group, Radio, Skeleton, Stack } from '@mantine/core';
import { OFFER_PUBLICATION_PERIODS, type OfferPublicationPeriod, type ProfessionsByIndustry, type PublicPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { type SearchState, setMatching, setPublication, toggleCountry, toggleIndustry, toggleProfession } from '../search-params';

export interface FilterPanelProps {
  state: SearchState;
  onChange(next: SearchState): void;
  primary: PublicPrimary | undefined;
  professions: ProfessionsByIndustry | undefined;
  /** The matching-offers filter is for signed-in candidates with an active profile only. */
  showMatching: boolean;
}

const PUBLICATION_KEYS: Record<OfferPublicationPeriod, string> = { 1: 'filters.publication.day', 3: 'filters.publication.threeDays', 7: 'filters.publication.week' };

/**
 * The left filter panel of the offer list: matching offers, industries
 * with the professions of the ticked ones, countries and the publication period. Every change
 * goes through the rules of search-params (page 1, matching off).
 */
export function FilterPanel({ state, onChange, primary, professions, showMatching }: FilterPanelProps) {
  const { t } = useTranslation('search');
  if (!primary || !professions) {
    return (
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={20} width={`${60 + ((index * 13) % 35)}%`} />
        ))}
      </Stack>
    );
  }
  const professionIdsOf = (industryId: number) => (professions[String(industryId)] ?? []).map((profession) => profession.id);
  // A profession given in the URL keeps its industry's list open even when the industry is not ticked.
  const isOpen = (industryId: number) =>
    state.industries.includes(industryId) || professionIdsOf(industryId).some((id) => state.professions.includes(id));

  return (
    <Stack gap="lg">
      {showMatching ? (
        <Checkbox
          label={t('filters.matching')}
          description={t('filters.matchingHint')}
          checked={state.matching}
          onChange={(event) => onChange(setMatching(state, event.currentTarget.checked))}
        />
      ) : null}

      <Fieldset legend={t('filters.industries')} variant="unstyled">
        <Stack gap="xs">
          {primary.industries.map((industry) => (
            <Stack key={industry.id} gap={6}>
              <Checkbox
                label={
                  industry.isActive ? (
                    industry.title
                  ) : (
                    <Group gap={6} component="span">
                      {industry.title}
                      <Badge size="xs" color="gray" variant="light">
                        {t('filters.soon')}
                      </Badge>
                    </Group>
                  )
                }
                disabled={!industry.isActive}
                checked={state.industries.includes(industry.id)}
                onChange={(event) => onChange(toggleIndustry(state, industry.id, event.currentTarget.checked, professionIdsOf(industry.id)))}
              />
              {industry.isActive && isOpen(industry.id) ? (
                <Fieldset legend={t('filters.professionsOf', { industry: industry.title })} variant="unstyled" pl="lg" styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)' } }}>
                  <Stack gap={6}>
                    {(professions[String(industry.id)] ?? []).map((profession) => (
                      <Checkbox
                        key={profession.id}
                        size="sm"
                        label={profession.title}
                        checked={state.professions.includes(profession.id)}
                        onChange={(event) => onChange(toggleProfession(state, profession.id, event.currentTarget.checked))}
                      />
                    ))}
                  </Stack>
                </Fieldset>
              ) : null}
            </Stack>
          ))}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('filters.countries')} variant="unstyled">
        <Stack gap="xs">
          {primary.locationsState.map((country) => (
            <Checkbox
              key={country.id}
              label={country.country}
              checked={state.countries.includes(country.id)}
              onChange={(event) => onChange(toggleCountry(state, country.id, event.currentTarget.checked))}
            />
          ))}
        </Stack>
      </Fieldset>

      <Radio.Group
        label={t('filters.publication.label')}
        value={state.publication === null ? null : String(state.publication)}
        onChange={(value) => onChange(setPublication(state, OFFER_PUBLICATION_PERIODS.find((days) => String(days) === value) ?? null))}
      >
        <Stack gap="xs" mt="xs">
          {OFFER_PUBLICATION_PERIODS.map((days) => (
            <Radio key={days} value={String(days)} label={t(PUBLICATION_KEYS[days])} />
          ))}
        </Stack>
      </Radio.Group>
      {state.publication !== null ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(setPublication(state, null))} style={{ alignSelf: 'flex-start' }} mt={-12}>
          {t('filters.publication.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
