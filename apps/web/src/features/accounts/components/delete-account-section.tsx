import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountDeletionRequest } from '@trades/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { notifyError } from '@/lib/notify';
import { useFieldProps } from '../use-field-props';
import { useInvalidFocus } from '@/components/forms/submit-guard';

const validate = zodValidator(accountDeletionRequest);

/** Deleting needs the current password; the account goes when the link in the e-mail is opened. */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const request = useRequestAccountDeletion();
  const [outcome, setOutcome] = useState<'idle' | 'mail_sent' | 'failed'>('idle');
  const form = useForm({ initialValues: { passwordCurrent: '' }, validate });
  const field = useFieldProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const submit = form.onSubmit((values) =>
    request.mutate(values.passwordCurrent, {
      onSuccess: () => setOutcome('mail_sent'),
      onError: (error) => {
        notifyError(error);
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        focusInvalid();
        // A wrong password is shown on its field; anything else means deletion is not possible now.
        setOutcome(Object.keys(fields).length > 0 ? 'idle' : 'failed');
      },
    }),
    focusInvalid,
  );

  if (outcome === 'mail_sent') {
    return (
      <Alert color="green" role="status">
        {t('delete.mail_sent')}
      </Alert>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('delete.description')}</Text>
        <PasswordInput
          label={t('delete.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle_visibility') }}
          {...field('passwordCurrent')}
        />
        {outcome === 'failed' && (
          <Alert color="red" role="alert">
            <Trans t={t} i18nKey="delete.not_possible" components={{ contact: <Anchor component={Link} to="/contact" /> }} />
          </Alert>
        )}
        <Button type="submit" color="red" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('delete.submit')}
        </Button>
      </Stack>
    </form>
  );
}
