import { Button, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ClientProfileShow, clientBillingBody } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useClientProfile } from '../api/client-profile';
import { useCountryDictionary } from '../api/country-dictionary';
import { useSaveBillingData } from '../api/save-billing-data';
import { useFieldProps } from '../use-field-props';
import { useInvalidFocus } from '@/components/forms/submit-guard';

const validate = zodValidator(clientBillingBody);

/** The settings section's anchor: the cart links to it to complete or change the buyer. */
export const COMPANY_DATA_ANCHOR = 'company-data';

function valuesOf(profile: ClientProfileShow) {
  return {
    name: profile.name,
    licTradNum: profile.licTradNum,
    street: profile.street ?? '',
    propertyNumber: profile.propertyNumber ?? '',
    apartmentNumber: profile.apartmentNumber ?? '',
    zipCode: profile.zipCode ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
    contactEmail: profile.contactEmail ?? '',
    contactPhone: { number: profile.contactPhone.number ?? '' },
  };
}

function BillingFields({ profile }: { profile: ClientProfileShow }) {
  const { t } = useTranslation('settings');
  const label = (key: string) => t(`billing.${key}`);
  const countries = useCountryDictionary();
  // A country is picked, never typed: "Poland" typed into a code field became "PO", a country that does not exist.
  const countryGroups = countries.data
    ? [
        { group: label('preferredCountries'), items: countries.data.preferred.map((c) => ({ value: c.countryCode, label: c.country })) },
        { group: label('otherCountries'), items: countries.data.remaining.map((c) => ({ value: c.countryCode, label: c.country })) },
      ]
    : [];
  const save = useSaveBillingData();
  const form = useForm({ initialValues: valuesOf(profile), validate });
  const field = useFieldProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const submit = form.onSubmit((values) =>
    save.mutate(clientBillingBody.parse(values), {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => {
        notifyError(error);
        form.setErrors(serverFieldErrors(error));
        focusInvalid();
      },
    }),
    focusInvalid,
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {label('hint')}
        </Text>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={label('name')} withAsterisk autoComplete="organization" {...field('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={label('licTradNum')} {...field('licTradNum')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={label('street')} autoComplete="address-line1" {...field('street')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label={label('propertyNumber')} {...field('propertyNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label={label('apartmentNumber')} {...field('apartmentNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={label('zipCode')} autoComplete="postal-code" {...field('zipCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput label={label('city')} autoComplete="address-level2" {...field('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Select
              label={label('country')}
              description={label('countryHint')}
              data={countryGroups}
              searchable
              clearable
              nothingFoundMessage={label('noCountry')}
              autoComplete="country"
              {...field('country')}
              value={form.values.country || null}
              onChange={(value) => form.setFieldValue('country', value ?? '')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={label('contactEmail')} type="email" autoComplete="email" {...field('contactEmail')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={label('contactPhone')} type="tel" autoComplete="tel" {...field('contactPhone.number')} />
          </Grid.Col>
        </Grid>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {label('submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The company data invoices are issued to (the buyer): filled in before the first order, changed any time. */
export function BillingDataForm() {
  const profile = useClientProfile();
  if (!profile.data) return <PageLoader />;
  return <BillingFields profile={profile.data} />;
}
