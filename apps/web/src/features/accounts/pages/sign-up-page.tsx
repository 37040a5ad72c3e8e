import { Alert, Anchor, Button, Center, Container, PasswordInput, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { AccountType, type ConsentItem, ErrorKey, type SignUpAccountType } from '@trades/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { useSession } from '@/lib/session';
import { readTokens } from '@/lib/cookies';
import { currentLocale } from '@/lib/i18n';
import { initialConsentAnswers } from '../account-rules';
import { useConsentsDictionary } from '../api/consents-dictionary';
import { useRegisterCandidate } from '../api/register-candidate';
import { useRegisterClient } from '../api/register-client';
import { ConsentsFieldset } from '../components/consents-fieldset';
import { PhoneFields } from '../components/phone-fields';
import { type AccountTab, useQueryTab } from '../components/use-query-tab';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  type SignUpValues,
  candidateRegistrationBody,
  clientRegistrationBody,
  emptySignUp,
  signUpServerErrors,
  validateSignUp,
} from '../sign-up-form-rules';
import { rememberReturnPath, useReturnPath, withReturnPath } from '../return-path';
import { clearSignUpDraft, readSignUpDraft, saveSignUpDraft } from '../sign-up-draft';
import { useFieldProps, useNewPasswordProps } from '../use-field-props';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useInvalidFocus } from '@/components/forms/submit-guard';

const ACCOUNT_TYPE_OF_TAB: Record<AccountTab, SignUpAccountType> = { candidate: AccountType.Candidate, client: AccountType.Client };

/** /sign-up: candidate and employer tabs; `?tab=1` opens the employer tab. */
export function SignUpPage() {
  const { t } = useTranslation('accounts');
  const [tab, setTab] = useQueryTab();
  // Decided once: after a candidate registers, the new cookie must not send them to / instead of /user.
  const [hadSession] = useState(() => Boolean(readTokens().refresh));
  // What was typed belongs to the page, not to a tab: a switch of tab keeps it (the consents are per tab), and
  // so does a reload, from the draft (never the password).
  const [typed, setTyped] = useState<TypedValues>(() => ({ ...emptySignUp(currentLocale()), ...readSignUpDraft() }));
  const onTyped = useCallback((values: TypedValues) => {
    setTyped(values);
    saveSignUpDraft(values);
  }, []);
  usePageTitle(t('sign_up.title'));
  if (hadSession) return <Navigate to="/" replace />;

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {t('sign_up.title')}
      </Title>
      <Tabs value={tab} onChange={(value) => setTab(value === 'client' ? 'client' : 'candidate')} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="candidate">{t('tabs.candidate_sign_up')}</Tabs.Tab>
          <Tabs.Tab value="client">{t('tabs.client_sign_up')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="candidate">
          <SignUpTab accountType={ACCOUNT_TYPE_OF_TAB.candidate} typed={typed} onTyped={onTyped} />
        </Tabs.Panel>
        <Tabs.Panel value="client">
          <SignUpTab accountType={ACCOUNT_TYPE_OF_TAB.client} typed={typed} onTyped={onTyped} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

type TypedValues = Omit<SignUpValues, 'consents'>;

interface TypedProps {
  /** What was typed in either tab so far; a form starts from it. */
  typed: TypedValues;
  onTyped(values: TypedValues): void;
}

function SignUpTab({ accountType, typed, onTyped }: { accountType: SignUpAccountType } & TypedProps) {
  const { t } = useTranslation('accounts');
  const consents = useConsentsDictionary(accountType);
  if (consents.isPending) {
    return (
      <Center py="lg">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  }
  if (consents.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red">{t('sign_up.consents_load_error')}</Alert>
        <Button variant="light" onClick={() => void consents.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  return <SignUpForm accountType={accountType} consentItems={consents.data} typed={typed} onTyped={onTyped} />;
}

function SignUpForm({ accountType, consentItems, typed, onTyped }: { accountType: SignUpAccountType; consentItems: ConsentItem[] } & TypedProps) {
  const { t } = useTranslation('accounts');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const session = useSession();
  const registerCandidate = useRegisterCandidate();
  const registerClient = useRegisterClient();
  const returnTo = useReturnPath();
  const isClient = accountType === AccountType.Client;
  const form = useForm<SignUpValues>({
    initialValues: { ...typed, consents: initialConsentAnswers(consentItems) },
    onValuesChange: ({ consents: _consents, ...values }) => onTyped(values),
  });
  const field = useFieldProps(form);
  const passwordProps = useNewPasswordProps(form);
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const toggle = { 'aria-label': t('fields.toggle_password') };

  /** The consents sit at the end of a long form: a toast says so where the user is looking, with the other fields or alone. */
  const invalidFormMessage = (paths: string[]) => {
    const consents = paths.some((path) => path.startsWith('consents'));
    if (paths.every((path) => path.startsWith('consents'))) return tErrors(ErrorKey.RequiredConsents);
    return t(consents ? 'sign_up.fix_fields_and_consents' : 'sign_up.fix_fields');
  };

  const onServerError = (error: unknown) => {
    notifyError(error);
    const { fields, consents } = signUpServerErrors(accountType, error);
    form.setErrors(fields);
    focusInvalid();
    if (consents) notifications.show({ color: 'red', message: tErrors(ErrorKey.RequiredConsents) });
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSignUp(accountType, form.getValues(), consentItems);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      // Every error shows at once and the first field with one takes the focus; the toast names what else is wrong.
      focusInvalid();
      notifications.show({ color: 'red', message: invalidFormMessage(Object.keys(errors)) });
      return;
    }
    const values = form.getValues();
    if (isClient) {
      registerClient.mutate(clientRegistrationBody(values), {
        onSuccess: () => {
          clearSignUpDraft();
          notifySuccess(t('messages.client_register_success'));
          rememberReturnPath(returnTo);
          // At once, not as a transition: the address must not name the sign-in page while this form is still
          // on screen, or what a quick user types next lands in the form that is leaving.
          void navigate(withReturnPath('/sign-in?tab=1', returnTo), { flushSync: true });
        },
        onError: onServerError,
      });
    } else {
      registerCandidate.mutate(candidateRegistrationBody(values), {
        onSuccess: async (tokens) => {
          clearSignUpDraft();
          // The e-mail confirmation, opened later from the mail, leads back there too.
          rememberReturnPath(returnTo);
          await session.signIn(tokens);
          void navigate(returnTo ?? '/user');
        },
        onError: onServerError,
      });
    }
  };

  const consentErrors = Object.entries(form.errors).reduce<{ list?: string; byIndex: Record<number, string> }>(
    (acc, [path, key]) => {
      const match = /^consents\.(\d+)/.exec(path);
      if (match) acc.byIndex[Number(match[1])] ??= String(key);
      else if (path === 'consents') acc.list = String(key);
      return acc;
    },
    { byIndex: {} },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={isClient ? t('tabs.client_sign_up') : t('tabs.candidate_sign_up')}>
      <Stack gap="sm">
        {isClient && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('fields.company_name')} autoComplete="organization" withAsterisk {...field('name')} />
            <TextInput label={t('fields.tax_id')} withAsterisk {...field('licTradNum')} />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('fields.first_name')} autoComplete="given-name" withAsterisk {...field('firstName')} />
          <TextInput label={t('fields.last_name')} autoComplete="family-name" withAsterisk {...field('lastName')} />
        </SimpleGrid>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk {...field('email')} />
        <PasswordInput
          label={t('fields.password')}
          description={t('fields.password_hint')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...passwordProps}
        />
        <PhoneFields field={field} />
        <ConsentsFieldset items={consentItems} answers={form.values.consents} onChange={(answers) => form.setFieldValue('consents', answers)} errors={consentErrors} />
        <Button type="submit" loading={registerCandidate.isPending || registerClient.isPending} mt="sm">
          {isClient ? t('sign_up.submit_client') : t('sign_up.submit_candidate')}
        </Button>
        <Text size="sm" ta="center">
          {t('sign_up.have_account')}{' '}
          <Anchor component={Link} to={withReturnPath(isClient ? '/sign-in?tab=1' : '/sign-in', returnTo)}>
            {t('sign_up.sign_in_link')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
