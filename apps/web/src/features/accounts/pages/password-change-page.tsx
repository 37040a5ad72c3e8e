import { Button, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetConfirmation } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useNewPasswordProps } from '../use-field-props';
import { useInvalidFocus } from '@/components/forms/submit-guard';

const validate = zodValidator(passwordResetConfirmation);

/** /password/change/{token}: a new password from the link of the reset e-mail, or an invited operator's first (?invitation=1). */
export function PasswordChangePage() {
  const { t } = useTranslation('accounts');
  const { token = '' } = useParams();
  // An employer's link carries ?tab=1: the sign-in after the change opens on the employer tab.
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation') === '1';
  const text = (key: 'title' | 'description' | 'submit') => t(invitation ? `password_change.invitation_${key}` : `password_change.${key}`);
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useForm({ initialValues: { password: '' }, validate: (values) => validate({ ...values, token }) });
  const passwordProps = useNewPasswordProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  usePageTitle(text('title'));

  const submit = form.onSubmit((values) =>
    confirm.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(t('messages.password_set'));
          void navigate(searchParams.get('tab') === '1' ? '/sign-in?tab=1' : '/sign-in');
        },
        onError: (error) => {
          notifyError(error);
          form.setErrors(serverFieldErrors(error));
          focusInvalid();
        },
      },
    ),
    focusInvalid,
  );

  return (
    <Container size="xs" py="xl">
      <Title order={1} mb="lg">
        {text('title')}
      </Title>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{text('description')}</Text>
          <PasswordInput
            label={t('password_change.password')}
            description={t('fields.password_hint')}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('fields.toggle_password') }}
            {...passwordProps}
          />
          <Button type="submit" loading={confirm.isPending}>
            {text('submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
