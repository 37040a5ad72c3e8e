import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { phonePrefixGroups } from '../account-rules';
import { usePhonePrefixes } from '../api/phone-prefixes';

interface InputProps {
  value?: string;
  onChange: (valueOrEvent: unknown) => void;
  error?: string;
}

interface PhoneFieldsProps {
  /** Input props of a form path (see useFieldProps): 'phone.country', 'phone.number' and 'phone'. */
  field(path: string): InputProps;
}

/** Phone prefix (preferred countries first) and number. */
export function PhoneFields({ field }: PhoneFieldsProps) {
  const { t } = useTranslation('accounts');
  const prefixes = usePhonePrefixes();
  const data = phonePrefixGroups(prefixes.data, { preferred: t('phone.preferred'), remaining: t('phone.remaining') });
  const country = field('phone.country');
  const number = field('phone.number');
  const whole = field('phone');

  return (
    <Group grow align="flex-start" gap="sm">
      <Select
        label={t('phone.country')}
        placeholder={t('phone.country_placeholder')}
        data={data}
        searchable
        nothingFoundMessage={t('phone.nothing_found')}
        withAsterisk
        value={country.value || null}
        onChange={(value) => country.onChange(value ?? '')}
        error={country.error}
      />
      <TextInput
        label={t('phone.number')}
        type="tel"
        autoComplete="tel-national"
        withAsterisk
        value={number.value ?? ''}
        onChange={(event) => number.onChange(event)}
        error={number.error ?? whole.error}
      />
    </Group>
  );
}
