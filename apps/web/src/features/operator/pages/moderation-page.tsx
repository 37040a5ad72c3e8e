import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ModerationQueueItem, type OperatorOfferRow, formatMoney, formatTimestamp, moderationReasonBody } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardFacts } from '@/components/card-facts';
import { usePageTitle } from '@/components/use-page-title';
import { offerPath } from '@/features/offer-cards';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { MODERATION_PAGE_SIZE, type ModerationRequest, useModerationAction, useModerationQueue, usePublishedOfferSearch } from '../api/moderation';
import { OperatorPager } from './operator-pager';
import { ReasonForm } from './reason-form';

/** Which offer a reason is being written for, and whether it is sent back or taken offline. */
type ReasonTarget = { offerId: number; title: string; action: 'reject' | 'unpublish' };

/** /operator/moderation: the offers waiting in verification as cards (approve, or send back with a reason), and a search for a published offer to take offline. */
export function ModerationPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('tabs.moderation'));
  const [page, setPage] = useState(1);
  const queue = useModerationQueue(page);
  const action = useModerationAction();
  const [reasonFor, setReasonFor] = useState<ReasonTarget | null>(null);
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.numTotal / MODERATION_PAGE_SIZE)) : 1;

  const approve = (item: ModerationQueueItem) =>
    action.mutate({ offerId: item.id, action: 'approve' }, { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyError });

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="moderation-queue">
        <Title order={2} size="h3" id="moderation-queue">
          {t('moderation.queue')}
        </Title>
        {queue.isError ? (
          <Alert color="red">{t('loadError')}</Alert>
        ) : !queue.data ? (
          <Loader aria-label={t('loading')} />
        ) : queue.data.items.length === 0 ? (
          <Text c="dimmed">{t('moderation.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {t('moderation.total', { count: queue.data.numTotal })}
            </Text>
            {queue.data.items.map((item) => (
              <QueueCard
                key={item.id}
                item={item}
                busy={action.isPending && action.variables?.offerId === item.id}
                onApprove={() => approve(item)}
                onReject={() => setReasonFor({ offerId: item.id, title: item.title, action: 'reject' })}
              />
            ))}
          </>
        )}
        {queue.data ? <OperatorPager page={page} hasMore={page < pages} onPage={setPage} /> : null}
      </Stack>

      <PublishedOffers onUnpublish={(row) => setReasonFor({ offerId: row.id, title: row.title, action: 'unpublish' })} />

      <Modal
        opened={reasonFor !== null}
        onClose={() => setReasonFor(null)}
        title={reasonFor ? t(`moderation.${reasonFor.action}Title`, { title: reasonFor.title }) : ''}
        centered
      >
        {reasonFor ? <ModerationReason target={reasonFor} onDone={() => setReasonFor(null)} /> : null}
      </Modal>
    </Stack>
  );
}

/** One offer waiting: who, what, and what needs a look (pay under the floor, contact details in the description) highlighted. */
function QueueCard({ item, busy, onApprove, onReject }: { item: ModerationQueueItem; busy: boolean; onApprove(): void; onReject(): void }) {
  const { t } = useTranslation('operator');
  const locale = currentLocale();
  const { wage, contacts, flags } = item;
  const pay = wage.hourlyMin
    ? [wage.hourlyMin, wage.hourlyMax].flatMap((money) => (money ? [formatMoney(Math.round(money.amount * 100), money.currency, locale)] : [])).join(' – ')
    : t('moderation.noPay');
  const floor = wage.floor ? formatMoney(wage.floor.hourlyMinor, wage.floor.currency, locale) : null;
  const found = [...contacts.emails, ...contacts.phones, ...contacts.urls];
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`moderation-offer-${item.id}`} component="article" aria-label={item.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Group gap={4} wrap="wrap">
            {flags.wageBelowFloor ? (
              <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
                {t('moderation.flags.wageBelowFloor')}
              </Badge>
            ) : null}
            {flags.contactsFound ? (
              <Badge color="orange" variant="light" c="dark.8" style={{ textTransform: 'none' }}>
                {t('moderation.flags.contactsFound')}
              </Badge>
            ) : null}
            {item.paid ? (
              <Badge color="teal" variant="light" c="dark.8" style={{ textTransform: 'none' }}>
                {t('moderation.flags.paid')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <CardFacts
          facts={[
            [t('moderation.employer'), <EmployerLink key="employer" employer={item.employer} />],
            [t('moderation.taxId'), item.employer.taxId || '—'],
            [t('moderation.submitted'), formatTimestamp(item.submittedAt, locale)],
            [
              t('moderation.pay'),
              <Text key="pay" component="span" size="sm" data-testid="moderation-pay" c={flags.wageBelowFloor ? 'red.8' : undefined} fw={flags.wageBelowFloor ? 700 : undefined}>
                {pay}
                {floor ? ` (${t('moderation.floor', { floor })})` : ''}
              </Text>,
            ],
          ]}
        />
        {found.length > 0 ? (
          <Alert color="orange" variant="light" title={t('moderation.contacts')} p="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="moderation-contacts">
              {found.join(' · ')}
            </Text>
          </Alert>
        ) : null}
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {item.descriptionPreview || t('moderation.noDescription')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button onClick={onApprove} loading={busy} aria-label={t('moderation.approveOffer', { title: item.title })}>
            {t('moderation.approve')}
          </Button>
          <Button variant="default" color="red" onClick={onReject} disabled={busy} aria-label={t('moderation.rejectOffer', { title: item.title })}>
            {t('moderation.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EmployerLink({ employer }: { employer: ModerationQueueItem['employer'] }) {
  return (
    <Anchor component={Link} to={`/operator/users/${employer.userId}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {employer.companyName || employer.email}
      <Text component="span" size="xs" c="dimmed" display="block">
        {employer.email}
      </Text>
    </Anchor>
  );
}

/** A published offer found by title, employer or number, with its public page and "Unpublish". */
function PublishedOffers({ onUnpublish }: { onUnpublish(row: OperatorOfferRow): void }) {
  const { t } = useTranslation('operator');
  const locale = currentLocale();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const searchTyped = useDebouncedCallback((value: string) => setQ(value.trim()), 300);
  const found = usePublishedOfferSearch(q);
  return (
    <Stack gap="sm" component="section" aria-labelledby="moderation-published">
      <Title order={2} size="h3" id="moderation-published">
        {t('moderation.published')}
      </Title>
      <TextInput
        label={t('moderation.search')}
        description={t('moderation.searchHint')}
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          searchTyped(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 420 }}
      />
      {q === '' ? null : found.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : !found.data ? (
        <Loader aria-label={t('loading')} />
      ) : found.data.items.length === 0 ? (
        <Text c="dimmed">{t('moderation.noneFound')}</Text>
      ) : (
        found.data.items.map((row) => (
          <Paper key={row.id} withBorder p="sm" radius="md" data-testid={`published-offer-${row.id}`}>
            <Stack gap="xs">
              <Anchor href={offerPath(row)} target="_blank" rel="noopener" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {row.title}
              </Anchor>
              <CardFacts
                facts={[
                  [t('moderation.employer'), <EmployerLink key="employer" employer={row.employer} />],
                  [t('moderation.publishedUntil'), row.endPublicationAt ? formatTimestamp(row.endPublicationAt, locale) : '—'],
                ]}
              />
              <Group>
                <Button variant="default" color="red" onClick={() => onUnpublish(row)} aria-label={t('moderation.unpublishOffer', { title: row.title })}>
                  {t('moderation.unpublish')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}

/** The reason told to the employer: the offer is sent back to draft or taken offline. */
function ModerationReason({ target, onDone }: { target: ReasonTarget; onDone(): void }) {
  const { t } = useTranslation('operator');
  const action = useModerationAction();
  return (
    <ReasonForm
      schema={moderationReasonBody}
      question={t(`moderation.${target.action}Question`)}
      label={t('moderation.reason')}
      confirm={t(`moderation.${target.action}Confirm`)}
      send={(reason) => action.mutateAsync({ offerId: target.offerId, action: target.action, reason } satisfies ModerationRequest)}
      pending={action.isPending}
      onDone={onDone}
    />
  );
}
