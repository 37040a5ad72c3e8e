import { Alert, Anchor, Button, Container, PasswordInput, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { AccountErrorKey, type MfaChallenge, type TokenPair, isMfaChallenge, loginRequest, passwordResetRequest } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { useLoginCheck } from '../api/login-check';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { type AccountTab, useQueryTab } from '../components/use-query-tab';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFieldProps } from '../use-field-props';
import { rememberReturnPath, useReturnPath, withReturnPath } from '../return-path';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { RecoveryCodesNotice, SecondFactorStep } from '../components/second-factor-step';

/** The code of the login answer while candidate sign-in is switched off by a server setting. */
export const CANDIDATE_LOGIN_MAINTENANCE = 'candidate_login_maintenance';

type SignInView = 'login' | 'remember' | 'rememberThankYou';

/** An operator's sign-in after the password: the code step, then at enrolment the recovery codes before the session starts. */
type SecondStep = { challenge: MfaChallenge } | { codes: string[]; tokens: TokenPair };

/** /sign-in: candidate and employer tabs; views login, remember and rememberThankYou. */
export function SignInPage() {
  const { t } = useTranslation('accounts');
  const { status } = useSession();
  const [tab, setTab] = useQueryTab();
  // ?reset=1 (the link of the password-changed mail) opens the password reset at once.
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<SignInView>(() => (searchParams.has('reset') ? 'remember' : 'login'));
  const [signedInHere, setSignedInHere] = useState(false);
  const returnTo = useReturnPath();
  // The typed values belong to the page, not to a tab's panel: a switch of tab (or a later ?tab= from a
  // link) must not drop what was typed, and the e-mail goes on to the password reset.
  const login = useForm({ initialValues: { username: '', password: '' }, validate: validateLogin });
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const finish = useFinishSignIn(returnTo, () => setSignedInHere(true));
  usePageTitle(view === 'login' ? t('sign_in.title') : t('remember.title'));
  // A visitor already signed in goes to the account, as a sign-in here does: the page may also be mounted anew while
  // its own sign-in adopts the account's language (that state is then gone), and it must still lead to the account.
  if (status === 'authenticated' && !signedInHere) return <Navigate to={returnTo ?? '/user'} replace />;

  return (
    <Container size="xs" py="xl">
      <Title order={1} mb="lg">
        {view === 'login' ? t('sign_in.title') : t('remember.title')}
      </Title>
      <Tabs value={tab} onChange={(value) => setTab(value === 'client' ? 'client' : 'candidate')} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="candidate">{t('tabs.candidate_sign_in')}</Tabs.Tab>
          <Tabs.Tab value="client">{t('tabs.client_sign_in')}</Tabs.Tab>
        </Tabs.List>
        {(['candidate', 'client'] as const).map((panel) => (
          <Tabs.Panel key={panel} value={panel}>
            {view === 'login' && secondStep === null && (
              <LoginForm form={login} tab={panel} returnTo={returnTo} onForgotPassword={() => setView('remember')} onSignedIn={finish.run} onSecondFactor={(challenge) => setSecondStep({ challenge })} />
            )}
            {view === 'login' && secondStep !== null && 'challenge' in secondStep && (
              <SecondFactorStep
                challenge={secondStep.challenge}
                onRestart={() => {
                  setSecondStep(null);
                  login.setFieldValue('password', '');
                }}
                onDone={({ recoveryCodes, ...tokens }) => {
                  // The codes are shown before the session starts: adopting the account's language may mount the page anew.
                  if (recoveryCodes) setSecondStep({ codes: recoveryCodes, tokens });
                  else void finish.run(tokens);
                }}
              />
            )}
            {view === 'login' && secondStep !== null && 'codes' in secondStep && (
              <RecoveryCodesNotice codes={secondStep.codes} continuing={finish.pending} onContinue={() => void finish.run(secondStep.tokens)} />
            )}
            {view === 'remember' && (
              <RememberForm email={login.getValues().username} onSent={() => setView('rememberThankYou')} onBack={() => setView('login')} />
            )}
            {view === 'rememberThankYou' && (
              <Stack align="flex-start">
                <Alert color="green" role="status">
                  {t('messages.password_change_mail_sended')}
                </Alert>
                <Button variant="light" onClick={() => setView('login')}>
                  {t('remember.back')}
                </Button>
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}

const validateLogin = zodValidator(loginRequest);

/** Starts the session, in the account's language, and goes back to where sign-in was asked for (e.g. the offer of "Log in to apply"). */
function useFinishSignIn(returnTo: string | null, onSignedIn: () => void) {
  const { i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const session = useSession();
  const [pending, setPending] = useState(false);
  const run = async (tokens: TokenPair) => {
    setPending(true);
    onSignedIn();
    await session.signIn(tokens);
    // In the account's language, which signing in has just adopted (this render's `t` has the previous one).
    notifySuccess(i18n.t('messages.login_successfully', { ns: 'accounts' }));
    rememberReturnPath(null);
    void navigate(returnTo ?? '/user');
  };
  return { run, pending };
}

type LoginValues = { username: string; password: string };

function LoginForm({
  form,
  tab,
  returnTo,
  onForgotPassword,
  onSignedIn,
  onSecondFactor,
}: {
  form: UseFormReturnType<LoginValues>;
  tab: AccountTab;
  returnTo: string | null;
  onForgotPassword(): void;
  onSignedIn(tokens: TokenPair): Promise<void>;
  onSecondFactor(challenge: MfaChallenge): void;
}) {
  const { t } = useTranslation('accounts');
  const login = useLoginCheck();
  const [maintenance, setMaintenance] = useState(false);
  // A blocked account's refusal stays on the form (in the API's words, in the visitor's language): a toast would go before it is read.
  const [blocked, setBlocked] = useState<string | null>(null);
  const field = useFieldProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: async (answer) => {
        if (isMfaChallenge(answer)) onSecondFactor(answer);
        else await onSignedIn(answer);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body.code === CANDIDATE_LOGIN_MAINTENANCE) {
          setMaintenance(true);
          return;
        }
        if (error instanceof ApiError && error.body.code === AccountErrorKey.AccountBlocked) {
          setBlocked(error.body.message || t(`errors:${AccountErrorKey.AccountBlocked}`));
          return;
        }
        setBlocked(null);
        notifyError(error);
        form.setErrors(serverFieldErrors(error));
        focusInvalid();
      },
    }),
    focusInvalid,
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('sign_in.title')}>
      <Stack gap="sm">
        {tab === 'candidate' && maintenance && (
          <Alert color="yellow" title={t('sign_in.maintenance_title')} role="alert">
            {t('sign_in.maintenance')}
          </Alert>
        )}
        {blocked !== null && (
          <Alert color="red" role="alert" data-testid="account-blocked">
            {blocked}
          </Alert>
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="username" withAsterisk {...field('username')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('fields.toggle_password') }}
          {...field('password')}
        />
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} style={{ alignSelf: 'flex-start' }}>
          {t('sign_in.forgot_password')}
        </Anchor>
        <Button type="submit" loading={login.isPending}>
          {t('sign_in.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('sign_in.no_account')}{' '}
          <Anchor component={Link} to={withReturnPath(tab === 'client' ? '/sign-up?tab=1' : '/sign-up', returnTo)}>
            {t('sign_in.sign_up_link')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

const validateRemember = zodValidator(passwordResetRequest);

function RememberForm({ email, onSent, onBack }: { email: string; onSent(): void; onBack(): void }) {
  const { t } = useTranslation('accounts');
  const reset = useRequestPasswordReset();
  const form = useForm({ initialValues: { username: email }, validate: validateRemember });
  const field = useFieldProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const submit = form.onSubmit((values) =>
    reset.mutate(values.username, {
      onSuccess: onSent,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        focusInvalid();
        // Field errors are shown on the field; a refused request (e.g. rate limit) is told, not hidden.
        if (Object.keys(fields).length === 0) notifyError(error);
      },
    }),
    focusInvalid,
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('remember.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('remember.description')}</Text>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk {...field('username')} />
        <Button type="submit" loading={reset.isPending}>
          {t('remember.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
          {t('remember.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
