import { Badge, Button, Checkbox, Fieldset, Group, NativeSelect, Radio, Skeleton, Stack, TextInput } from '@mantine/core';
import {
  ErrorKey,
  OFFER_PUBLICATION_PERIODS,
  type OfferPublicationPeriod,
  PAY_CURRENCIES,
  type ProfessionsByIndustry,
  type PublicPrimary,
  offerSearchFilters,
} from '@trades/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import {
  type SearchChange,
  type SearchField,
  type SearchState,
  payAmount,
  payCurrency,
  searchPath,
  setMatching,
  setPay,
  setPublication,
  toggleCountry,
  toggleIndustry,
  toggleProfession,
} from '../search-params';
import { SEARCH_BASE_PATH } from '../search-paths';
import { SearchFields } from './search-fields';

export interface FilterPanelProps {
  state: SearchState;
  onChange(change: SearchChange): void;
  primary: PublicPrimary | undefined;
  professions: ProfessionsByIndustry | undefined;
  /** The matching-offers filter is for signed-in candidates with an active profile only. */
  showMatching: boolean;
}

export const PUBLICATION_KEYS: Record<OfferPublicationPeriod, string> = { 1: 'filters.publication.day', 3: 'filters.publication.threeDays', 7: 'filters.publication.week' };

/** The API's message keys of the pay fields, as this form says them. */
const PAY_ERROR_KEYS: Record<string, string> = { [ErrorKey.FieldRequired]: 'filters.pay.currencyRequired', [ErrorKey.InvalidValue]: 'filters.pay.invalid' };

/** What the panel's form asks for itself; the keywords, the place and the order go along as they are. */
const PANEL_FIELDS: readonly SearchField[] = ['industry', 'profession', 'country', 'publication', 'mlFilter', 'payMin', 'payCurrency'];

/**
 * The lowest hourly pay and the currency it is in (pay is then shown in it too), applied together by the
 * panel's form; `key` it by the search's pay, so that the fields show it again once it changed.
 */
function PayFilter({ state, onChange, errorOf }: Pick<FilterPanelProps, 'state' | 'onChange'> & { errorOf(field: string): string | undefined }) {
  const { t } = useTranslation('search');
  return (
    <Fieldset legend={t('filters.pay.label')} variant="unstyled">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            name="payMin"
            label={t('filters.pay.min')}
            inputMode="decimal"
            defaultValue={state.payMin === null ? '' : String(state.payMin)}
            error={errorOf('payMin')}
            style={{ flex: 1, minWidth: 0 }}
          />
          <NativeSelect
            name="payCurrency"
            label={t('filters.pay.currency')}
            data={[{ value: '', label: t('filters.pay.ownCurrency') }, ...PAY_CURRENCIES.map((code) => ({ value: code, label: code }))]}
            defaultValue={state.payCurrency ?? ''}
            error={errorOf('payCurrency')}
            w={96}
          />
        </Group>
        <Group gap="xs">
          <Button type="submit" variant="light" size="compact-sm">
            {t('filters.pay.apply')}
          </Button>
          {state.payMin !== null || state.payCurrency !== null ? (
            <>
              <Button className="js-only" variant="subtle" size="compact-sm" onClick={() => onChange((current) => setPay(current, null, null))}>
                {t('filters.pay.clear')}
              </Button>
              <Button component={Link} to={searchPath(setPay(state, null, null))} className="no-js-only" variant="subtle" size="compact-sm">
                {t('filters.pay.clear')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * The left filter panel of the offer list: matching offers, industries
 * with the professions of the ticked ones, countries, the publication period and the lowest pay. Every change
 * goes through the rules of search-params (page 1, matching off). With the script each tick applies at once
 * and the form's submit applies the pay, checked as the API checks it; without the script the form asks for
 * the whole search (search-form-loader.ts).
 */
export function FilterPanel({ state, onChange, primary, professions, showMatching }: FilterPanelProps) {
  const { t } = useTranslation('search');
  const { ref, focusInvalid } = useInvalidFocus();
  // The errors of the pay the search had when they were found: once it changes, its fields start clean.
  const payKey = `${state.payMin}|${state.payCurrency}`;
  const [payErrors, setPayErrors] = useState<{ of: string; formErrors: Record<string, string[]> }>({ of: payKey, formErrors: {} });
  const errorOf = (field: string) => {
    const key = payErrors.of === payKey ? payErrors.formErrors[field]?.[0] : undefined;
    return key ? t(PAY_ERROR_KEYS[key] ?? 'filters.pay.invalid') : undefined;
  };

  const submitPay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const amount = String(fields.get('payMin') ?? '').trim();
    const currency = String(fields.get('payCurrency') ?? '');
    const payMin = amount === '' ? null : amount;
    const { formErrors } = offerSearchFilters({ q: '', near: null, radiusKm: null, payMin, payCurrency: currency || null, sort: { field: 'publicationAt', direction: 'desc' } });
    setPayErrors({ of: payKey, formErrors });
    if (Object.keys(formErrors).length > 0) return focusInvalid();
    onChange((current) => setPay(current, payMin === null ? null : payAmount(payMin), payCurrency(currency)));
  };

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
    <form ref={ref} method="get" action={SEARCH_BASE_PATH} onSubmit={submitPay} noValidate>
      <SearchFields state={state} except={PANEL_FIELDS} />
      <Stack gap="lg">
        {showMatching ? (
          <Checkbox
            name="mlFilter"
            value="1"
            label={t('filters.matching')}
            description={t('filters.matchingHint')}
            checked={state.matching}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              onChange((current) => setMatching(current, checked));
            }}
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
                  name="industry"
                  value={industry.id}
                  disabled={!industry.isActive}
                  checked={state.industries.includes(industry.id)}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    onChange((current) => toggleIndustry(current, industry.id, checked, professionIdsOf(industry.id)));
                  }}
                />
                {industry.isActive && isOpen(industry.id) ? (
                  <Fieldset legend={t('filters.professionsOf', { industry: industry.title })} variant="unstyled" pl="lg" styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)' } }}>
                    <Stack gap={6}>
                      {(professions[String(industry.id)] ?? []).map((profession) => (
                        <Checkbox
                          key={profession.id}
                          size="sm"
                          name="profession"
                          value={profession.id}
                          label={profession.title}
                          checked={state.professions.includes(profession.id)}
                          onChange={(event) => {
                            const { checked } = event.currentTarget;
                            onChange((current) => toggleProfession(current, profession.id, checked));
                          }}
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
                name="country"
                value={country.id}
                label={country.country}
                checked={state.countries.includes(country.id)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  onChange((current) => toggleCountry(current, country.id, checked));
                }}
              />
            ))}
          </Stack>
        </Fieldset>

        <Radio.Group
          name="publication"
          label={t('filters.publication.label')}
          value={state.publication === null ? null : String(state.publication)}
          onChange={(value) => onChange((current) => setPublication(current, OFFER_PUBLICATION_PERIODS.find((days) => String(days) === value) ?? null))}
        >
          <Stack gap="xs" mt="xs">
            {OFFER_PUBLICATION_PERIODS.map((days) => (
              <Radio key={days} value={String(days)} label={t(PUBLICATION_KEYS[days])} />
            ))}
          </Stack>
        </Radio.Group>
        {state.publication !== null ? (
          <>
            <Button className="js-only" variant="subtle" size="compact-sm" onClick={() => onChange((current) => setPublication(current, null))} style={{ alignSelf: 'flex-start' }} mt={-12}>
              {t('filters.publication.clear')}
            </Button>
            <Button component={Link} to={searchPath(setPublication(state, null))} className="no-js-only" variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} mt={-12}>
              {t('filters.publication.clear')}
            </Button>
          </>
        ) : null}

        <PayFilter key={payKey} state={state} onChange={onChange} errorOf={errorOf} />
        {/* Without the script a tick applies nothing by itself. */}
        <Button type="submit" className="no-js-only" fullWidth>
          {t('filters.apply')}
        </Button>
      </Stack>
    </form>
  );
}
