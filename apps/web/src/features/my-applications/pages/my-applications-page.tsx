import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowBackUp, IconBriefcase } from '@tabler/icons-react';
import { type CandidateApplication, formatCalendarDate, formatTimestamp } from '@trades/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/use-page-title';
import { ApplicationInterviews, MessageEmployerButton } from '@/features/conversations';
import { offerPath } from '@/features/offer-cards';
import { ALL_OFFERS_PATH } from '@/features/search';
import { currentLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { MY_APPLICATIONS_KEY, useMyApplications } from '../api/get-my-applications';
import { useWithdrawApplication } from '../api/withdraw-application';
import { StageBadge } from '../components/application-stage-note';

/** /user/applications: every application of the candidate with where it stands, its stages, and a way to withdraw it. */
export function MyApplicationsPage() {
  const { t } = useTranslation('myApplications');
  usePageTitle(t('title'));
  const applications = useMyApplications();
  const withdraw = useWithdrawApplication();
  const [withdrawing, setWithdrawing] = useState<CandidateApplication | null>(null);

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: (answer) => {
        setWithdrawing(null);
        notifySuccess(answer.message);
      },
      onError: notifyError,
    });
  };

  const items = applications.data?.items;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {applications.isError ? (
          <Alert color="red" variant="light" title={t('loadError')}>
            <Button variant="light" color="red" mt="xs" onClick={() => void applications.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : !items ? (
          <Stack gap="md" role="status" aria-label={t('loading')}>
            <Skeleton height={140} radius="md" />
            <Skeleton height={140} radius="md" />
          </Stack>
        ) : items.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text size="sm">
              {t('empty')}{' '}
              <Anchor component={Link} to={ALL_OFFERS_PATH}>
                {t('findOffers')}
              </Anchor>
            </Text>
          </Paper>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((application) => (
              <ApplicationCard key={application.id} application={application} onWithdraw={setWithdrawing} />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t('withdrawDialog.title')}
        confirmLabel={t('withdrawDialog.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmWithdraw}
        onCancel={() => setWithdrawing(null)}
        loading={withdraw.isPending}
        danger
      >
        {t('withdrawDialog.text', { offer: withdrawing?.offer.title ?? '', employer: withdrawing?.offer.employer ?? '' })}
      </ConfirmDialog>
    </Container>
  );
}

function ApplicationCard({ application, onWithdraw }: { application: CandidateApplication; onWithdraw(application: CandidateApplication): void }) {
  const { t } = useTranslation('myApplications');
  const locale = currentLocale();
  const { offer, stage } = application;
  const place = [offer.city, offer.country].filter(Boolean).join(', ');
  const headingId = `application-${application.id}`;
  const queryClient = useQueryClient();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="my-application">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {offer.isActive ? (
                <Anchor component={Link} to={offerPath(offer)} inherit>
                  {offer.title}
                </Anchor>
              ) : (
                offer.title
              )}
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <IconBriefcase size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {offer.employer}
              {place ? ` · ${place}` : ''}
            </Text>
          </Stack>
          <StageBadge stage={stage} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('appliedOn', { date: formatTimestamp(application.appliedAt, locale) })}
          {application.availableFrom ? ` · ${t('availableFrom', { date: formatCalendarDate(application.availableFrom, locale) })}` : ''}
        </Text>
        {offer.isActive ? null : (
          <Text size="sm" c="dimmed">
            {t('offerEnded')}
          </Text>
        )}
        <Timeline active={application.history.length - 1} bulletSize={14} lineWidth={2} aria-label={t('historyOf', { offer: offer.title })}>
          {application.history.map((step) => (
            <Timeline.Item key={`${step.stage.id}-${step.at}`} title={step.stage.title}>
              <Text size="xs" c="dimmed">
                {formatTimestamp(step.at, locale)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        {/* Accepting an interview moves the application to the meeting stage. */}
        <ApplicationInterviews applicationId={application.id} onChanged={() => void queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY })} />
        <Group justify="flex-end" gap="xs">
          <MessageEmployerButton applicationId={application.id} offerTitle={offer.title} employer={offer.employer} canStart={application.withdrawnAt === null} />
          {application.canWithdraw ? (
            <Button variant="subtle" color="red" leftSection={<IconArrowBackUp size={16} aria-hidden />} aria-label={t('withdrawOf', { offer: offer.title })} onClick={() => onWithdraw(application)}>
              {t('withdraw')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
