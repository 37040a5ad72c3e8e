import { Button, Checkbox, Grid, MultiSelect, Paper, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { CONTACT_BODY_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, contactMessageRequest } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { usePhonePrefixes } from './api/get-phone-prefixes';
import { usePreferredContactTimes } from './api/get-preferred-contact-times';
import { useSendContactMessage } from './api/send-contact-message';
import { useValidatePhone } from './api/validate-phone';
import { type ContactFormValues, contactMessageBody, emptyContactForm, phoneCheckErrors, phonePrefixOptions } from './contact-form-rules';
import { useInvalidFocus } from '@/components/forms/submit-guard';

/**
 * The contact form: checked with the shared schema, then the phone on the server
 * (an invalid one stops the sending), then sent form-encoded; it clears after a successful send.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [sending, setSending] = useState(false);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const prefixes = usePhonePrefixes();
  const contactTimes = usePreferredContactTimes();

  const validatePhone = useValidatePhone();
  const sendContactMessage = useSendContactMessage();
  const form = useForm<ContactFormValues>({
    initialValues: emptyContactForm(currentLocale()),
    validate: zodValidator(contactMessageRequest),
    // Errors hold message keys (from the schema or the API); fields show them translated.
    enhanceGetInputProps: ({ inputProps }) => ({
      error: typeof inputProps.error === 'string' && inputProps.error ? t(`errors:${inputProps.error}`) : undefined,
    }),
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      try {
        await validatePhone.mutateAsync(values.phone);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
          form.setErrors(phoneCheckErrors(error));
          focusInvalid();
        } else notifyFailure(t('form.failed'));
        return;
      }
      try {
        await sendContactMessage.mutateAsync(contactMessageBody(values));
        notifySuccess(t('form.sent'), { title: t('form.sentTitle') });
        form.reset();
      } catch (error) {
        form.setErrors(serverFieldErrors(error));
        focusInvalid();
        notifyFailure(t('form.failed'));
      }
    } finally {
      setSending(false);
    }
  }, focusInvalid);

  const prefixData = phonePrefixOptions(prefixes.data, { preferred: t('form.phonePreferred'), remaining: t('form.phoneRemaining') });
  const timeData = (contactTimes.data ?? []).map((time) => ({ value: String(time.id), label: time.title }));

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="contact-form-title">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id="contact-form-title">
            {t('form.title')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('form.firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('form.lastName')} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label={t('form.email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label={t('form.phoneCountry')}
                placeholder={t('form.phoneCountryPlaceholder')}
                data={prefixData}
                searchable
                nothingFoundMessage={t('form.nothingFound')}
                withAsterisk
                {...form.getInputProps('phone.country')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput label={t('form.phoneNumber')} type="tel" autoComplete="tel-national" withAsterisk {...form.getInputProps('phone.number')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label={t('form.messageSubject')} maxLength={CONTACT_SUBJECT_MAX_LENGTH} withAsterisk {...form.getInputProps('messageSubject')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label={t('form.messageBody')} rows={6} maxLength={CONTACT_BODY_MAX_LENGTH} withAsterisk {...form.getInputProps('messageBody')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <MultiSelect
                label={t('form.preferredContactTimes')}
                description={t('form.preferredContactTimesHint')}
                data={timeData}
                clearable
                {...form.getInputProps('preferredContactTimes')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Checkbox label={t('form.sendConfirmation')} {...form.getInputProps('sendConfirmation', { type: 'checkbox' })} />
            </Grid.Col>
          </Grid>
          <Button type="submit" loading={sending} leftSection={<IconSend size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            {t('form.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
