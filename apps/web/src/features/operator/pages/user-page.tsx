import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type OperatorUserDetail, formatTimestamp, userBlockBody } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CardFacts } from '@/components/card-facts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOperatorUser, useUserAction } from '../api/users';
import { useOperatorMoney } from './operator-money';
import { ReasonForm } from './reason-form';

/** /operator/users/:id: one account with what it holds, and block, unblock and a resent confirmation. */
export function UserPage() {
  const { t } = useTranslation('operator');
  const id = Number(useParams().id);
  const user = useOperatorUser(id);
  usePageTitle(user.data?.email ?? t('user.details'));
  const back = (
    <Anchor component={Link} to="/operator/users" size="sm">
      {t('user.back')}
    </Anchor>
  );
  if (!Number.isInteger(id) || id <= 0 || (user.error instanceof ApiError && user.error.status === 404)) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="yellow">{t('user.notFound')}</Alert>
      </Stack>
    );
  }
  if (user.isError) return <Alert color="red">{t('loadError')}</Alert>;
  if (!user.data) return <Loader aria-label={t('loading')} />;
  return (
    <Stack gap="lg">
      {back}
      <Account user={user.data} />
    </Stack>
  );
}

function Account({ user }: { user: OperatorUserDetail }) {
  const { t } = useTranslation('operator');
  const locale = currentLocale();
  const money = useOperatorMoney();
  const action = useUserAction(user.id);
  const [blocking, setBlocking] = useState(false);
  const [unblocking, setUnblocking] = useState(false);
  const { counts } = user;
  const resend = () => action.mutate({ action: 'resend-confirmation' }, { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyError });
  const unblock = () =>
    action.mutate({ action: 'unblock' }, { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyError, onSettled: () => setUnblocking(false) });

  return (
    <Stack gap="lg" data-testid="operator-user">
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Title>
        <Group gap={6}>
          <Badge variant="light" c="dark.8" style={{ textTransform: 'none' }}>
            {t(`users.types.${user.type}`)}
          </Badge>
          {user.blocked ? (
            <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
              {t('users.statuses.blocked')}
            </Badge>
          ) : null}
          {!user.isEmailConfirmed ? (
            <Badge color="yellow" variant="light" c="dark.8" style={{ textTransform: 'none' }}>
              {t('users.statuses.unconfirmed')}
            </Badge>
          ) : null}
        </Group>
      </Stack>

      {user.blocked ? (
        <Alert color="red" title={t('user.blockedSince', { at: formatTimestamp(user.blocked.at, locale) })} data-testid="user-blocked">
          {t('user.blockReason', { reason: user.blocked.reason })}
        </Alert>
      ) : null}

      <Paper component="section" withBorder p="md" radius="md" aria-label={t('user.details')}>
        <CardFacts
          facts={[
            [t('users.name'), `${user.firstName} ${user.lastName}`.trim() || '—'],
            [t('users.company'), user.company ?? '—'],
            [t('users.taxId'), user.taxId ?? '—'],
            [t('user.phone'), user.phone ?? '—'],
            [t('user.locale'), user.locale],
            [t('user.confirmed'), user.isEmailConfirmed ? t('user.yes') : t('user.no')],
            [t('users.created'), formatTimestamp(user.createdAt, locale)],
            [t('users.lastSignIn'), formatTimestamp(user.lastSignedInAt, locale)],
          ]}
        />
      </Paper>

      <Paper component="section" withBorder p="md" radius="md" aria-label={t('user.counts')}>
        <Title order={3} size="h5" mb="sm">
          {t('user.counts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <CardFacts
            facts={[
              [t('user.offersDraft'), counts.offers.draft],
              [t('user.offersWaiting'), counts.offers.waiting],
              [t('user.offersActive'), counts.offers.active],
              [t('user.offersEnded'), counts.offers.ended],
            ]}
          />
          <CardFacts
            facts={[
              [t('user.orders'), counts.orders.total],
              [t('user.ordersPaid'), counts.orders.paid],
              [t('user.paidGross'), money(counts.orders.paidGross)],
            ]}
          />
          <CardFacts
            facts={[
              [t('user.applicationsSent'), counts.applicationsSent],
              [t('user.applicationsReceived'), counts.applicationsReceived],
            ]}
          />
        </SimpleGrid>
      </Paper>

      <Group gap="sm">
        {user.blocked ? (
          <Button variant="light" onClick={() => setUnblocking(true)}>
            {t('user.unblock')}
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={() => setBlocking(true)}>
            {t('user.block')}
          </Button>
        )}
        {!user.isEmailConfirmed ? (
          <Button variant="default" onClick={resend} loading={action.isPending && action.variables?.action === 'resend-confirmation'}>
            {t('user.resend')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('user.noImpersonation')}
      </Text>

      <Modal opened={blocking} onClose={() => setBlocking(false)} title={t('user.blockTitle', { email: user.email })} centered>
        {blocking ? <BlockForm userId={user.id} onDone={() => setBlocking(false)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={unblocking}
        title={t('user.unblockTitle', { email: user.email })}
        confirmLabel={t('user.unblockConfirm')}
        cancelLabel={t('user.cancel')}
        onConfirm={unblock}
        onCancel={() => setUnblocking(false)}
        loading={action.isPending}
      >
        {t('user.unblockQuestion')}
      </ConfirmDialog>
    </Stack>
  );
}

/** The block's reason, kept with the block and shown in the account's detail. */
function BlockForm({ userId, onDone }: { userId: number; onDone(): void }) {
  const { t } = useTranslation('operator');
  const action = useUserAction(userId);
  return (
    <ReasonForm
      schema={userBlockBody}
      question={t('user.blockQuestion')}
      label={t('user.reason')}
      confirm={t('user.blockConfirm')}
      send={(reason) => action.mutateAsync({ action: 'block', reason })}
      pending={action.isPending}
      onDone={onDone}
    />
  );
}
