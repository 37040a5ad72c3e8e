import { Alert, Button, Card, Container, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconFilePlus, IconListCheck, IconSettings } from '@tabler/icons-react';
import { AccountType, type UserPrimary } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { RequireAccount, VerificationNotice, useCandidateProfile, useClientProfile } from '@/features/accounts';
import { CvCard } from '@/features/candidate-cv';
import { OfferCounts } from '@/features/client-offers';
import { DownloadProfileButton, continueWizardPath, dashboardRedirect, isWizardComplete, wizardProgress } from '@/features/wizard';
import { LoadingIndicator } from '@/components/loading-indicator';

/** /user: the dashboard of either account type. */
export function DashboardPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('dashboard.page_title'));
  return (
    <RequireAccount>
      {(user) =>
        user.accountType === AccountType.Candidate ? <CandidateDashboard user={user} /> : user.accountType === AccountType.Operator ? <Navigate to="/operator" replace /> : <ClientDashboard />
      }
    </RequireAccount>
  );
}

/** An incomplete candidate at steps 2 to 5 is sent on to the wizard at once. */
function CandidateDashboard({ user }: { user: UserPrimary }) {
  const { t } = useTranslation('accounts');
  const profile = useCandidateProfile();
  const wizardStep = profile.data?.wizardStep;
  const progress = wizardProgress(wizardStep);
  const stepPath = continueWizardPath(wizardStep);
  const redirect = dashboardRedirect(wizardStep);

  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('dashboard.welcome', { name: user.firstName })}</Title>
        <VerificationNotice />
        {profile.isPending && <LoadingIndicator label={t('common.loading')} />}
        {profile.isError && <Alert color="red">{t('dashboard.profile_load_error')}</Alert>}
        {profile.data && (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('dashboard.wizard_title')}
              </Title>
              {isWizardComplete(wizardStep) ? (
                <>
                  <Text>{t('dashboard.wizard_completed')}</Text>
                  <DownloadProfileButton style={{ alignSelf: 'flex-start' }} />
                </>
              ) : (
                <>
                  <Group justify="space-between">
                    <Text size="sm">{progress === 100 ? t('dashboard.last_step') : t('dashboard.not_last_step')}</Text>
                    <Text size="sm" fw={700}>
                      {t('dashboard.progress', { value: progress })}
                    </Text>
                  </Group>
                  <Progress value={progress} size="lg" aria-label={t('dashboard.progress_label')} />
                  {stepPath && (
                    <Button component={Link} to={stepPath} style={{ alignSelf: 'flex-start' }}>
                      {t('dashboard.continue_wizard')}
                    </Button>
                  )}
                </>
              )}
            </Stack>
          </Card>
        )}
        {profile.data && isWizardComplete(wizardStep) && <NextStepCard />}
        {profile.data && <CvCard />}
      </Stack>
    </Container>
  );
}

/** After the profile is submitted: where the search goes on, the offers matched to it first. */
function NextStepCard() {
  const { t } = useTranslation('accounts');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-next-step">
      <Stack gap="sm">
        <Title order={2} size="h3" id="dashboard-next-step">
          {t('dashboard.next_step_title')}
        </Title>
        <Text>{t('dashboard.next_step')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/offers-matched">
            {t('dashboard.see_matched_offers')}
          </Button>
          <Button component={Link} to="/search" variant="light">
            {t('dashboard.browse_offers')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const CLIENT_SHORTCUTS = [
  { to: '/user/offer/create', key: 'create_offer', Icon: IconFilePlus },
  { to: '/user/offers/active/1', key: 'active_offers', Icon: IconListCheck },
  { to: '/client/brands', key: 'brands', Icon: IconBuildingStore },
  { to: '/client/settings', key: 'settings', Icon: IconSettings },
] as const;

/** The employer's dashboard: company name, offer counts by list and shortcuts (latest applications come with the candidates). */
function ClientDashboard() {
  const { t } = useTranslation('accounts');
  const profile = useClientProfile();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{profile.data ? t('dashboard.client_welcome', { company: profile.data.name }) : t('dashboard.client_welcome_plain')}</Title>
        <VerificationNotice />
        {profile.isError && <Alert color="red">{t('dashboard.profile_load_error')}</Alert>}
        <OfferCounts />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {CLIENT_SHORTCUTS.map(({ to, key, Icon }) => (
            <Card key={to} withBorder radius="md" padding="lg" component={Link} to={to}>
              <Group wrap="nowrap">
                <Icon size={28} aria-hidden />
                <div>
                  <Text fw={600}>{t(`dashboard.shortcuts.${key}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`dashboard.shortcuts.${key}_description`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
