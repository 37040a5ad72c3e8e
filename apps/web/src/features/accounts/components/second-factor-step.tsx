import { Alert, Anchor, Button, Checkbox, Code, CopyButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MfaChallenge, type SecondFactorAnswer, SecondFactorErrorKey, secondFactorCode } from '@trades/contracts';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { notifyError } from '@/lib/notify';
import { useSecondFactor } from '../api/login-check';
import { useFieldProps } from '../use-field-props';
import { RecoveryCodeList } from './recovery-code-list';

// The QR code's library is loaded only by an operator who enrols.
const TotpQrCode = lazy(() => import('./totp-qr-code'));

const validateCode = zodValidator(z.object({ code: secondFactorCode }));

/** The key as an authenticator app asks for it: groups of four, easier to type and to compare. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * An operator's second step of sign-in: a code of the authenticator app (or a recovery code). At the first sign-in
 * it first shows the key to enrol, as a QR code, as text and as a link for an app on the same device.
 */
export function SecondFactorStep({ challenge, onDone, onRestart }: { challenge: MfaChallenge; onDone(answer: SecondFactorAnswer): void; onRestart(): void }) {
  const { t } = useTranslation('accounts');
  const verify = useSecondFactor();
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ initialValues: { code: '' }, validate: validateCode });
  const field = useFieldProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const enrolment = challenge.totpEnrollment;

  const submit = form.onSubmit(
    (values) =>
      verify.mutate(
        { mfaToken: challenge.mfaToken, code: values.code },
        {
          onSuccess: onDone,
          onError: (error) => {
            notifyError(error);
            // The first step is over (5 minutes, or spent): the password again.
            if (error instanceof ApiError && error.body.code === SecondFactorErrorKey.SignInExpired) {
              onRestart();
              return;
            }
            form.setErrors(serverFieldErrors(error));
            focusInvalid();
          },
        },
      ),
    focusInvalid,
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={enrolment ? t('second_factor.enrol_title') : t('sign_in.title')}>
      <Stack gap="sm">
        {enrolment ? (
          <>
            <Title order={2} size="h3">
              {t('second_factor.enrol_title')}
            </Title>
            <Text size="sm">{t('second_factor.enrol_intro')}</Text>
            <Group justify="center">
              <Suspense fallback={<Loader aria-label={t('second_factor.qr_label')} />}>
                <TotpQrCode value={enrolment.otpauthUrl} label={t('second_factor.qr_label')} />
              </Suspense>
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('second_factor.secret')}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Code style={{ fontSize: '1rem', overflowWrap: 'anywhere' }} data-testid="totp-secret">
                  {grouped(enrolment.secret)}
                </Code>
                <CopyButton value={enrolment.secret}>
                  {({ copied, copy }) => (
                    <Button size="compact-sm" variant="light" onClick={copy}>
                      {copied ? t('second_factor.copied') : t('second_factor.copy_secret')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Anchor href={enrolment.otpauthUrl} size="sm">
                {t('second_factor.open_app')}
              </Anchor>
            </Stack>
            <Text size="sm">{t('second_factor.enrol_code')}</Text>
          </>
        ) : (
          <Text size="sm">{recovery ? t('second_factor.recovery_intro') : t('second_factor.intro')}</Text>
        )}
        {recovery ? (
          <TextInput key="recovery" label={t('second_factor.recovery_code')} autoComplete="off" autoCapitalize="none" spellCheck={false} withAsterisk data-autofocus {...field('code')} />
        ) : (
          <TextInput
            key="totp"
            label={t('second_factor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            withAsterisk
            data-autofocus
            {...field('code')}
          />
        )}
        <Button type="submit" loading={verify.isPending}>
          {t('second_factor.submit')}
        </Button>
        {/* Recovery codes stand in for an enrolled app only: enrolment proves the app with one of its codes. */}
        {!enrolment && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setRecovery((value) => !value);
              form.reset();
            }}
          >
            {recovery ? t('second_factor.use_app') : t('second_factor.use_recovery')}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" style={{ alignSelf: 'flex-start' }} onClick={onRestart}>
          {t('second_factor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** The recovery codes of a new enrolment, shown this once: copied or written down before going on. */
export function RecoveryCodesNotice({ codes, onContinue, continuing = false }: { codes: string[]; onContinue(): void; continuing?: boolean }) {
  const { t } = useTranslation('accounts');
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('second_factor.codes_title')}
      </Title>
      <Alert color="yellow" role="status">
        {t('second_factor.codes_intro')}
      </Alert>
      <RecoveryCodeList codes={codes} />
      <Checkbox label={t('second_factor.saved')} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
      <Button onClick={onContinue} disabled={!saved} loading={continuing}>
        {t('second_factor.continue')}
      </Button>
    </Stack>
  );
}
