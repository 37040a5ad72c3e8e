import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordChange } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { useChangePassword } from '../api/change-password';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFieldProps, useNewPasswordProps } from '../use-field-props';
import { useInvalidFocus } from '@/components/forms/submit-guard';

const validate = zodValidator(passwordChange);

/** Current and new password. */
export function PasswordChangeForm() {
  const { t } = useTranslation('settings');
  const { reloadUser } = useSession();
  const change = useChangePassword();
  const form = useForm({ initialValues: { passwordCurrent: '', password: '' }, validate });
  const field = useFieldProps(form);
  const newPassword = useNewPasswordProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const toggle = { 'aria-label': t('password.toggle_visibility') };

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('password.changed'));
        form.reset();
        void reloadUser();
      },
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
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...field('passwordCurrent')}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.hint')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...newPassword}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
