import { Text } from '@mantine/core';
import type { CountryItemsDictionary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { CheckAllGroup } from '@/components/forms/check-all-group';
import { FormSection } from '../components/form-section';
import type { SectionProps } from '../offer-form-context';
import { isEditable } from '../rules/offer-payload';

/** Rewards, what the employer offers and benefits: the chosen country's lists (still editable on an active offer). */
export function BenefitsSection({ form, editMode, errorOf, update, countryItems }: SectionProps & { countryItems: CountryItemsDictionary | undefined }) {
  const { t } = useTranslation('clientOffers');
  const values = form.values;
  return (
    <FormSection id="offer-benefits" title={t('form.sections.benefits')}>
      {countryItems ? (
        (['rewards', 'weOffers', 'benefits'] as const).map((kind) => (
          <CheckAllGroup
            key={kind}
            label={t(`form.benefits.${kind}`)}
            options={countryItems[kind]}
            optionValue={(option) => String(option.id)}
            value={values[kind]}
            onChange={(ids) => update({ ...form.getValues(), [kind]: ids }, [kind])}
            disabled={!isEditable(editMode, kind)}
            error={errorOf(kind)}
          />
        ))
      ) : (
        <Text c="dimmed">{t('form.benefits.chooseCountryFirst')}</Text>
      )}
    </FormSection>
  );
}
