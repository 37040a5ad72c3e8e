import { Alert, Anchor, Grid, NumberInput, Select } from '@mantine/core';
import type { ClientOfferPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIndustryProfessions } from '../api/get-industry-professions';
import { FormSection } from '../components/form-section';
import type { SectionProps } from '../offer-form-context';
import { withIndustry, withProfession } from '../rules/offer-choices.rules';
import { PROFESSION_REQUIREMENT_KINDS } from '../rules/offer-form-values';
import { isEditable } from '../rules/offer-payload';

/** Brand, industry, profession and its class, vacancies and the experience wanted. */
export function ProfessionSection({ form, editMode, update, primary }: SectionProps & { primary: ClientOfferPrimary }) {
  const { t } = useTranslation('clientOffers');
  const values = form.values;
  const professions = useIndustryProfessions(values.industry);

  const brands = primary.clientBrand.map((brand) => ({ value: String(brand.id), label: brand.isMain ? t('form.profession.mainBrand', { name: brand.name }) : brand.name }));
  const industries = primary.industries.map((industry) => ({
    value: String(industry.id),
    label: industry.isSoon ? t('form.profession.industrySoon', { name: industry.title }) : industry.title,
    disabled: !industry.isActive,
  }));
  const professionOptions = (professions.data ?? []).map((profession) => ({ value: String(profession.id), label: profession.title }));
  const classes = primary.professionClasses.map((item) => ({ value: String(item.id), label: item.title }));

  return (
    <FormSection id="offer-profession" title={t('form.sections.profession')}>
      {primary.clientBrand.length === 0 ? (
        <Alert color="orange" role="alert">
          {t('form.profession.noBrand')}{' '}
          {/* Dark and underlined: the theme's blue is too faint on the orange notice (WCAG AA contrast). */}
          <Anchor component={Link} to="/client/brands" c="dark.8" fw={600} underline="always">
            {t('form.profession.addBrand')}
          </Anchor>
        </Alert>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select label={t('form.profession.brand')} data={brands} withAsterisk allowDeselect={false} {...form.getInputProps('clientBrand')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('form.profession.industry')}
            data={industries}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('industry')}
            onChange={(industry) => update(withIndustry(form.getValues(), industry), ['industry', 'profession', ...PROFESSION_REQUIREMENT_KINDS])}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('form.profession.profession')}
            placeholder={values.industry === null ? t('form.profession.chooseIndustryFirst') : undefined}
            data={professionOptions}
            searchable
            nothingFoundMessage={t('form.nothingFound')}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('profession')}
            disabled={!isEditable(editMode, 'profession') || values.industry === null}
            onChange={(profession) => update(withProfession(form.getValues(), profession), ['profession', ...PROFESSION_REQUIREMENT_KINDS])}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select label={t('form.profession.professionClass')} data={classes} withAsterisk allowDeselect={false} {...form.getInputProps('professionClass')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput label={t('form.profession.numberOfVacancies')} allowDecimal={false} withAsterisk {...form.getInputProps('numberOfVacancies')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput label={t('form.profession.minExperience')} allowDecimal={false} withAsterisk {...form.getInputProps('minExperience')} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
