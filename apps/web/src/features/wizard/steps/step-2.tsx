import { ActionIcon, Badge, Button, Fieldset, Group, MultiSelect, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { ErrorKey, PHONE_CODE_RESEND_SECONDS, type PhoneInput, ProfileErrorKey, marketToday, wizardStep2Body } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phonePrefixGroups, useFieldProps } from '@/features/accounts';
import { ApiError } from '@/lib/api-client';
import { useSendPhoneCode } from '../api/send-phone-code';
import { type WizardPrimaryByStep, useWizardPrimary } from '../api/get-wizard-primary';
import { TypedDateField } from '../components/typed-date-field';
import { birthCalendarStart } from '../components/typed-date';
import { type CodeWait, PhoneVerificationDialog, codeWait } from '../components/phone-verification-dialog';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import { notifyError, notifyFailure, notifySuccess } from '@/lib/notify';
import { countryOption, groupedOptions, languageOption, refOption } from '../options';
import type { WizardStepProps } from '../step-props';
import { useWizardLeaveGuard } from '@/features/wizard/use-wizard-leave-guard';
import { useStepSubmit } from '../use-step-submit';
import { type Step2Values, confirmedPhoneKeys, newPhoneRow, phoneKey, step2Body, step2Errors, step2Values } from './step-2-values';

/** Step 2: personal and contact data. */
export default function Step2({ profile }: WizardStepProps) {
  const primary = useWizardPrimary(2);
  return (
    <WizardFrame step={2} ready={primary.isSuccess} error={primary.isError}>
      {primary.data && <PersonalDataForm profile={profile} primary={primary.data} />}
    </WizardFrame>
  );
}

type VerifyingPhone = PhoneInput & { label: string };

function PersonalDataForm({ profile, primary }: WizardStepProps & { primary: WizardPrimaryByStep[2] }) {
  const { t } = useTranslation('wizard');
  const form = useForm<Step2Values>({ initialValues: step2Values(profile), validate: (values) => step2Errors(values) });
  const field = useFieldProps(form);
  const { submit, invalid, isPending, navigation, formRef } = useStepSubmit(2, form);
  const leaveGuard = useWizardLeaveGuard(form.isDirty(), t('shell.leave.unsaved'));
  const [verified, setVerified] = useState(() => confirmedPhoneKeys(profile));
  const [verifying, setVerifying] = useState<VerifyingPhone | null>(null);
  const [sentMessage, setSentMessage] = useState<string>();
  const [resendWait, setResendWait] = useState<CodeWait>();
  const sendCode = useSendPhoneCode();

  const groups = { preferred: t('step2.preferred'), remaining: t('step2.remaining') };
  const countries = groupedOptions(primary.countries, countryOption, groups);
  const languages = groupedOptions(primary.languages, languageOption, groups);
  const prefixes = phonePrefixGroups(primary.phonePrefixes, groups);
  const dialCode = (country: string) =>
    [...primary.phonePrefixes.preferred, ...primary.phonePrefixes.remaining].find((p) => p.countryCode === country)?.prefix ?? '';

  const startVerification = (index: number) => {
    const { country, number } = form.getValues().phones[index]?.phone ?? { country: '', number: '' };
    if (!country || !number.trim()) {
      form.setFieldError(`phones.${index}.phone.${country ? 'number' : 'country'}`, ErrorKey.FieldRequired);
      return;
    }
    const phone = { country, number: number.trim() };
    setSentMessage(undefined);
    setResendWait(undefined);
    setVerifying({ ...phone, label: `${dialCode(country)} ${phone.number}` });
    sendCode.mutate(phone, {
      onSuccess: (answer) => {
        setSentMessage(answer.message);
        setResendWait(codeWait(answer.resendIn));
      },
      onError: (error) => {
        const key = error instanceof ApiError ? (error.formErrors.phone_number?.[0] ?? error.body.code) : undefined;
        if (key === ProfileErrorKey.PhoneAlreadyConfirmed) {
          setVerified((keys) => new Set(keys).add(phoneKey(country, phone.number)));
          setVerifying(null);
          notifySuccess(t('step2.verified'));
        } else if (key === ProfileErrorKey.ResendSmsError) {
          // A code sent a moment ago is still valid: the dialog stays open for it.
          setSentMessage(t('step2.verify.recently_sent'));
          // The code went out less than the wait ago: at most the whole wait is left.
          setResendWait(codeWait(PHONE_CODE_RESEND_SECONDS));
          notifyFailure((error as ApiError).body.message || t('step2.verify.recently_sent'));
        } else {
          setVerifying(null);
          if (key === ErrorKey.InvalidPhone) form.setFieldError(`phones.${index}.phone`, ErrorKey.InvalidPhone);
          notifyError(error);
        }
      },
    });
  };

  const onSubmit = form.onSubmit((values) => submit(step2Body(wizardStep2Body.parse(values))), invalid);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('step2.personal_data')}>
          <Stack gap="sm">
            <Radio.Group label={t('step2.sex')} withAsterisk {...field('sex')}>
              <Group mt={6} gap="lg">
                {primary.sexes.map((sex) => (
                  <Radio key={sex.id} value={String(sex.id)} label={sex.title} />
                ))}
              </Group>
            </Radio.Group>
            <TypedDateField
              label={t('step2.date_of_birth')}
              placeholder={t('step2.date_of_birth_placeholder')}
              description={t('step2.date_of_birth_hint')}
              withAsterisk
              min={primary.dateOfBirth.min}
              max={primary.dateOfBirth.max}
              // Opens on the decade of a typical candidate's birth, not on the youngest allowed (2010s).
              defaultDate={form.values.dateOfBirth || birthCalendarStart(marketToday(new Date()), primary.dateOfBirth.min, primary.dateOfBirth.max)}
              defaultLevel={form.values.dateOfBirth ? 'month' : 'decade'}
              value={form.values.dateOfBirth}
              onChange={(value) => form.setFieldValue('dateOfBirth', value)}
              error={field('dateOfBirth').error}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('step2.nationality')}
                data={countries}
                searchable
                nothingFoundMessage={t('step2.nothing_found')}
                withAsterisk
                {...field('countryOfNationality')}
              />
              <Select
                label={t('step2.residence')}
                data={countries}
                searchable
                nothingFoundMessage={t('step2.nothing_found')}
                withAsterisk
                {...field('countryOfResidence')}
              />
            </SimpleGrid>
            <Select
              label={t('step2.native_language')}
              data={languages}
              searchable
              nothingFoundMessage={t('step2.nothing_found')}
              withAsterisk
              {...field('nativeLanguage')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('step2.contact_data')}>
          <Stack gap="sm">
            {form.values.phones.map((row, index) => {
              const isVerified = verified.has(phoneKey(row.phone.country, row.phone.number));
              const numberError = field(`phones.${index}.phone.number`).error ?? field(`phones.${index}.phone`).error;
              return (
                <Group key={row.key} align="flex-start" gap="xs" wrap="wrap" aria-label={t('step2.phone_row', { index: index + 1 })} role="group">
                  <Select
                    label={t('step2.phone_prefix')}
                    data={prefixes}
                    searchable
                    nothingFoundMessage={t('step2.nothing_found')}
                    withAsterisk
                    w={{ base: '100%', xs: 220 }}
                    {...field(`phones.${index}.phone.country`)}
                  />
                  <TextInput
                    label={t('step2.phone_number')}
                    type="tel"
                    autoComplete="tel-national"
                    withAsterisk
                    style={{ flex: 1, minWidth: 160 }}
                    {...field(`phones.${index}.phone.number`)}
                    error={numberError}
                  />
                  <Group gap="xs" mt={{ base: 0, xs: 25 }}>
                    {isVerified ? (
                      <Badge color="green" variant="light" c="dark.7" size="lg" leftSection={<IconCircleCheck size={16} aria-hidden />}>
                        {t('step2.verified')}
                      </Badge>
                    ) : (
                      <Button variant="light" onClick={() => startVerification(index)} disabled={!row.phone.number.trim()}>
                        {t('step2.verify_phone')}
                      </Button>
                    )}
                    {form.values.phones.length > 1 && (
                      <ActionIcon variant="subtle" color="red" size="lg" onClick={() => form.removeListItem('phones', index)} aria-label={t('step2.remove_phone', { index: index + 1 })}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
              );
            })}
            <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('phones', newPhoneRow())} style={{ alignSelf: 'flex-start' }}>
              {t('step2.add_phone')}
            </Button>
            <MultiSelect
              label={t('step2.preferred_contact_times')}
              data={primary.preferredContactTimes.map(refOption)}
              searchable
              clearable
              {...field('preferredContactTimes')}
            />
          </Stack>
        </Fieldset>

        <WizardActions label={navigation.label} loading={isPending} />
      </Stack>
      <PhoneVerificationDialog
        phone={verifying}
        sentMessage={sentMessage}
        resendWait={resendWait}
        onClose={() => setVerifying(null)}
        onVerified={(phone) => setVerified((keys) => new Set(keys).add(phoneKey(phone.country, phone.number)))}
      />
      {leaveGuard}
    </form>
  );
}
