import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { type ClientProfileShow, missingBillingFields } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_DATA_ANCHOR, useCountryDictionary } from '@/features/accounts';

const EDIT_PATH = `/client/settings#${COMPANY_DATA_ANCHOR}`;

/**
 * The buyer as the invoice will name it, from the company data, with a link to change it; while a
 * field an invoice needs is missing, a notice says which instead (and the order cannot be placed).
 */
export function BuyerSummary({ profile }: { profile: ClientProfileShow }) {
  const { t } = useTranslation('shop');
  const countries = useCountryDictionary();
  const missing = missingBillingFields(profile);
  const edit = (
    <Anchor component={Link} to={EDIT_PATH} size="sm">
      {missing.length > 0 ? t('cart.buyerComplete') : t('cart.buyerEdit')}
    </Anchor>
  );
  if (missing.length > 0) {
    return (
      <Alert color="yellow" title={t('cart.buyerIncompleteTitle')} data-testid="buyer-incomplete">
        <Stack gap={4}>
          <Text size="sm">{t('cart.buyerIncomplete', { fields: missing.map((field) => t(`cart.buyerField.${field}`)).join(', ') })}</Text>
          {edit}
        </Stack>
      </Alert>
    );
  }
  const all = [...(countries.data?.preferred ?? []), ...(countries.data?.remaining ?? [])];
  const country = all.find((c) => c.countryCode === profile.country)?.country ?? profile.country;
  const numbers = [profile.propertyNumber, profile.apartmentNumber].filter(Boolean).join('/');
  return (
    <Stack gap={2} data-testid="buyer-summary">
      <Text fw={600}>{profile.name}</Text>
      <Text size="sm">{[profile.street, numbers].filter(Boolean).join(' ')}</Text>
      <Text size="sm">
        {profile.zipCode} {profile.city}, {country}
      </Text>
      <Text size="sm">{t('cart.buyerTaxId', { taxId: profile.licTradNum })}</Text>
      {edit}
    </Stack>
  );
}
