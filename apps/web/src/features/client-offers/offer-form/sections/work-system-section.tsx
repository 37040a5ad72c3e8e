import { Checkbox, Grid, NumberInput, Stack } from '@mantine/core';
import type { ClientOfferPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { CheckAllGroup } from '@/components/forms/check-all-group';
import { FlexibleConditions } from '../components/flexible-conditions';
import { FormSection } from '../components/form-section';
import type { SectionProps } from '../offer-form-context';
import { decimalSeparator } from '../offer-form-locale';
import { isEditable } from '../rules/offer-payload';
import { withFlexibleWork } from '../rules/schedule.rules';

/** The offer form keeps dictionary ids as text. */
const optionText = (option: { id: number }) => String(option.id);

/** Contract types and work systems (with check all), constant or flexible work with its conditions, rotation, overtime, hours and days. */
export function WorkSystemSection({ form, editMode, errorOf, update, primary }: SectionProps & { primary: ClientOfferPrimary }) {
  const { t, i18n } = useTranslation('clientOffers');
  const values = form.values;
  const disabled = !isEditable(editMode, 'contractTypes');
  const conditionErrors: Record<number, string | undefined> = { [-1]: errorOf('offerFlexibleWorks') };
  values.offerFlexibleWorks.forEach((_, index) => {
    conditionErrors[index] = errorOf(`offerFlexibleWorks.${index}`);
  });

  return (
    <FormSection id="offer-work-system" title={t('form.sections.workSystem')}>
      <CheckAllGroup
        label={t('form.workSystem.contractTypes')}
        options={primary.contractTypes}
        optionValue={optionText}
        value={values.contractTypes}
        onChange={(contractTypes) => update({ ...form.getValues(), contractTypes }, ['contractTypes'])}
        disabled={disabled}
        error={errorOf('contractTypes')}
        checkAll={{ label: t('form.checkAll'), ariaLabel: t('form.checkAllOf', { group: t('form.workSystem.contractTypes') }) }}
      />
      <CheckAllGroup
        label={t('form.workSystem.workSystems')}
        options={primary.workSystems}
        optionValue={optionText}
        value={values.workSystems}
        onChange={(workSystems) => update({ ...form.getValues(), workSystems }, ['workSystems'])}
        disabled={disabled}
        error={errorOf('workSystems')}
        checkAll={{ label: t('form.checkAll'), ariaLabel: t('form.checkAllOf', { group: t('form.workSystem.workSystems') }) }}
      />
      <Stack gap="xs">
        <Checkbox label={t('form.workSystem.isConstantWork')} {...form.getInputProps('isConstantWork', { type: 'checkbox' })} />
        <Checkbox
          label={t('form.workSystem.isFlexibleWork')}
          {...form.getInputProps('isFlexibleWork', { type: 'checkbox' })}
          onChange={(event) => update(withFlexibleWork(form.getValues(), event.currentTarget.checked), ['isFlexibleWork', 'offerFlexibleWorks'])}
        />
        {values.isFlexibleWork ? (
          <FlexibleConditions
            value={values.offerFlexibleWorks}
            onChange={(offerFlexibleWorks) =>
              update({ ...form.getValues(), offerFlexibleWorks }, ['offerFlexibleWorks', ...values.offerFlexibleWorks.map((_, i) => `offerFlexibleWorks.${i}`)])
            }
            disabled={disabled}
            errors={conditionErrors}
          />
        ) : null}
        <Checkbox label={t('form.workSystem.workRotational')} {...form.getInputProps('workRotational', { type: 'checkbox' })} />
        <Checkbox label={t('form.workSystem.workOvertime')} {...form.getInputProps('workOvertime', { type: 'checkbox' })} />
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput label={t('form.workSystem.workDailyHours')} decimalScale={2} decimalSeparator={decimalSeparator(i18n.language)} allowedDecimalSeparators={['.', ',']} {...form.getInputProps('workDailyHours')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput label={t('form.workSystem.workMonthDays')} allowDecimal={false} {...form.getInputProps('workMonthDays')} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
