import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ModerationQueueItem, type OperatorOfferRow, formatMoney, formatTimestamp, moderationReasonBody } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardFacts } from '@/components/card-facts';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { usePageTitle } from '@/components/use-page-title';
import { offerPath } from '@/features/offer-cards';
import { serverFieldErrors, zodValidator } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { MODERATION_PAGE_SIZE, type ModerationRequest, useModerationAction, useModerationQueue, usePublishedOfferSearch } from '../api/moderation';

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
        {queue.data && pages > 1 ? (
          <Group justify="space-between">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('paging.previous')}
            </Button>
            <Text size="sm">{t('paging.page', { page })}</Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('paging.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>

      <PublishedOffers onUnpublish={(row) => setReasonFor({ offerId: row.id, title: row.title, action: 'unpublish' })} />

      <Modal
        opened={reasonFor !== null}
        onClose={() => setReasonFor(null)}
        title={reasonFor ? t(`moderation.${reasonFor.action}Title`, { title: reasonFor.title }) : ''}
        centered
      >
        {reasonFor ? <ReasonForm target={reasonFor} onDone={() => setReasonFor(null)} /> : null}
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

const validateReason = zodValidator(moderationReasonBody);

/** The reason told to the employer, checked with the API's own schema; the server's field errors land on the field. */
function ReasonForm({ target, onDone }: { target: ReasonTarget; onDone(): void }) {
  const { t } = useTranslation('operator');
  const action = useModerationAction();
  const form = useForm({ initialValues: { reason: '' }, validate: validateReason });
  const { ref: formRef, focusInvalid } = useInvalidFocus();
  const errorText = (key: unknown) => (typeof key === 'string' ? t(`errors:${key}`) : undefined);
  const submit = form.onSubmit((values) => {
    const request: ModerationRequest = { offerId: target.offerId, action: target.action, reason: values.reason };
    action.mutate(request, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        focusInvalid();
        if (Object.keys(fields).length === 0) notifyError(error);
      },
    });
  }, focusInvalid);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`moderation.${target.action}Question`)}</Text>
        <Textarea label={t('moderation.reason')} withAsterisk rows={4} {...form.getInputProps('reason')} error={errorText(form.errors.reason)} data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={action.isPending}>
            {t('user.cancel')}
          </Button>
          <Button type="submit" color="red" loading={action.isPending}>
            {t(`moderation.${target.action}Confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
