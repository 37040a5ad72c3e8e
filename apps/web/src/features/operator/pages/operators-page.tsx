import { Alert, Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCALES, type Locale, type OperatorRow, formatTimestamp, operatorInvitation } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardFacts } from '@/components/card-facts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { useCardLayout } from '@/components/use-card-layout';
import { usePageTitle } from '@/components/use-page-title';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { RecoveryCodeList } from '@/features/accounts';
import { useInviteOperator, useOperators, useRemoveOperator, useRenewRecoveryCodes } from '../api/operators';

/** Each language by its own name, as the interface's language switch shows them. */
const LANGUAGE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English', no: 'Norsk (bokmål)', ua: 'Українська' };

const validateInvitation = zodValidator(operatorInvitation);

/** /operator/operators: the operators with their state, an invitation form, removal with a question first, and the operator's own recovery codes. */
export function OperatorsPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.operators'));
  return (
    <Stack gap="xl">
      <OperatorList />
      <InviteForm />
      <RecoveryCodes />
    </Stack>
  );
}

function OperatorList() {
  const { t } = useTranslation('operator');
  const locale = currentLocale();
  const cards = useCardLayout();
  const navigate = useNavigate();
  const session = useSession();
  const operators = useOperators();
  const remove = useRemoveOperator();
  const [removing, setRemoving] = useState<OperatorRow | null>(null);
  const myId = session.user?.id;

  const name = (row: OperatorRow) => `${row.firstName} ${row.lastName}`.trim() || '—';
  const state = (row: OperatorRow) => (
    <Group gap={4} wrap="wrap">
      {row.invitationPending ? (
        <Badge color="yellow" variant="light" c="dark.8" style={{ textTransform: 'none' }}>
          {t('operators.pending')}
        </Badge>
      ) : (
        <Badge color={row.totpEnrolled ? 'green' : 'gray'} variant="light" c="dark.8" style={{ textTransform: 'none' }}>
          {row.totpEnrolled ? t('operators.enrolled') : t('operators.notEnrolled')}
        </Badge>
      )}
    </Group>
  );
  const email = (row: OperatorRow) => (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {row.email}
      {row.id === myId ? ` (${t('operators.you')})` : ''}
    </Text>
  );
  const lastSignIn = (row: OperatorRow) => (row.lastSignedInAt ? formatTimestamp(row.lastSignedInAt, locale) : t('operators.never'));
  const removeButton = (row: OperatorRow) => (
    <Button size="compact-sm" variant="light" color="red" aria-label={t('operators.removeLabel', { email: row.email })} onClick={() => setRemoving(row)}>
      {t('operators.remove')}
    </Button>
  );

  const confirmRemoval = () => {
    if (!removing) return;
    const leaving = removing;
    remove.mutate(leaving.id, {
      onSuccess: () => {
        setRemoving(null);
        notifySuccess(t('operators.removed', { email: leaving.email }));
        // Removing oneself ends one's own sessions: back to the sign-in.
        if (leaving.id === myId) {
          session.signOut();
          void navigate('/sign-in');
        }
      },
      onError: (error) => {
        setRemoving(null);
        notifyError(error);
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('operators.listTitle')}
      </Title>
      {operators.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !operators.data ? (
        <Loader aria-label={t('loading')} />
      ) : operators.data.items.length === 0 ? (
        <Text c="dimmed">{t('operators.empty')}</Text>
      ) : cards ? (
        <Stack gap="sm">
          {operators.data.items.map((row) => (
            <Paper key={row.id} withBorder p="sm" radius="md" data-testid={`operator-${row.id}`}>
              <Stack gap={6}>
                {email(row)}
                {state(row)}
                <CardFacts
                  facts={[
                    [t('operators.name'), name(row)],
                    [t('operators.created'), formatTimestamp(row.createdAt, locale)],
                    [t('operators.lastSignIn'), lastSignIn(row)],
                  ]}
                />
                <Group>{removeButton(row)}</Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('operators.email')}</Table.Th>
                  <Table.Th scope="col">{t('operators.name')}</Table.Th>
                  <Table.Th scope="col">{t('operators.state')}</Table.Th>
                  <Table.Th scope="col">{t('operators.created')}</Table.Th>
                  <Table.Th scope="col">{t('operators.lastSignIn')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('operators.remove')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {operators.data.items.map((row) => (
                  <Table.Tr key={row.id} data-testid={`operator-${row.id}`}>
                    <Table.Td>{email(row)}</Table.Td>
                    <Table.Td>{name(row)}</Table.Td>
                    <Table.Td>{state(row)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(row.createdAt, locale)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastSignIn(row)}</Table.Td>
                    <Table.Td ta="right">{removeButton(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('operators.confirmTitle', { email: removing?.email ?? '' })}
        confirmLabel={t('operators.confirm')}
        cancelLabel={t('operators.cancel')}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
        danger
      >
        {removing?.id === myId ? t('operators.confirmSelf') : t('operators.confirmText')}
      </ConfirmDialog>
    </Stack>
  );
}

function InviteForm() {
  const { t } = useTranslation('operator');
  const { t: errorText } = useTranslation('errors');
  const invite = useInviteOperator();
  const form = useForm<{ email: string; firstName: string; lastName: string; locale: Locale }>({
    initialValues: { email: '', firstName: '', lastName: '', locale: currentLocale() },
    // Names are optional: an empty field is left out rather than refused.
    transformValues: (values) => ({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
    validate: (values) => validateInvitation(withoutEmptyNames(values)),
  });
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const field = (path: 'email' | 'firstName' | 'lastName') => {
    const props = form.getInputProps(path);
    return { ...props, error: typeof props.error === 'string' ? errorText(props.error) : undefined };
  };

  const submit = form.onSubmit(
    (values) =>
      invite.mutate(withoutEmptyNames(values), {
        onSuccess: (row) => {
          notifySuccess(t('operators.invited', { email: row.email }));
          form.reset();
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
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('operators.inviteTitle')}
      </Title>
      <Text size="sm">{t('operators.inviteHint')}</Text>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('operators.inviteTitle')}>
        <Stack gap="sm" maw={640}>
          <TextInput label={t('operators.email')} type="email" autoComplete="off" withAsterisk {...field('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('operators.firstName')} autoComplete="off" {...field('firstName')} />
            <TextInput label={t('operators.lastName')} autoComplete="off" {...field('lastName')} />
          </SimpleGrid>
          <Select
            label={t('operators.language')}
            data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
            allowDeselect={false}
            {...form.getInputProps('locale')}
            w={{ base: '100%', sm: 280 }}
          />
          <Group>
            <Button type="submit" loading={invite.isPending}>
              {t('operators.invite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function withoutEmptyNames(values: { email: string; firstName: string; lastName: string; locale: Locale }) {
  const { firstName, lastName, ...rest } = values;
  return { ...rest, ...(firstName.trim() ? { firstName: firstName.trim() } : {}), ...(lastName.trim() ? { lastName: lastName.trim() } : {}) };
}

function RecoveryCodes() {
  const { t } = useTranslation('operator');
  const renew = useRenewRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('operators.recoveryTitle')}
      </Title>
      <Text size="sm">{t('operators.recoveryHint')}</Text>
      {codes ? (
        <>
          <Alert color="yellow" role="status">
            {t('operators.recoveryDone')}
          </Alert>
          <RecoveryCodeList codes={codes} />
        </>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setAsking(true)}>
            {t('operators.recoveryNew')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('operators.recoveryConfirmTitle')}
        confirmLabel={t('operators.recoveryConfirm')}
        cancelLabel={t('operators.cancel')}
        loading={renew.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: (answer) => {
              setAsking(false);
              setCodes(answer.recoveryCodes);
            },
            onError: (error) => {
              setAsking(false);
              notifyError(error);
            },
          })
        }
      >
        {t('operators.recoveryConfirmText')}
      </ConfirmDialog>
    </Stack>
  );
}
