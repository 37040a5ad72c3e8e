import { Button, Divider, Progress, Stack, Text } from '@mantine/core';
import {
  IconBell,
  IconBriefcase,
  IconCalendar,
  IconFileText,
  IconHome,
  IconLanguage,
  IconLogout,
  IconMapPin,
  IconSettings,
  IconSparkles,
  IconTools,
  IconUser,
  IconClipboardList,
  IconSearch,
  IconSend,
  IconMessages,
  IconHeart,
} from '@tabler/icons-react';
import { WIZARD_COMPLETE } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCandidateProfile } from '@/features/accounts';
import { DownloadProfileButton, WIZARD_STEP_LINKS, isWizardStepEnabled, wizardProgress } from '@/features/wizard';
import { JOB_ALERTS_PATH } from '@/features/job-alerts';
import { CONVERSATIONS_PATH } from '@/features/conversations';
import { MY_APPLICATIONS_PATH } from '@/features/my-applications';
import { SAVED_OFFERS_PATH } from '@/features/saved-offers';
import { ALL_OFFERS_PATH } from '@/features/search';
import { PanelLinks } from './panel-links';

const STEP_ICONS = {
  personalInformation: IconUser,
  languages: IconLanguage,
  professions: IconTools,
  availability: IconCalendar,
  preferredLocations: IconMapPin,
  workSystems: IconClipboardList,
  summary: IconFileText,
} as const;

/** Search filter of the offers that match the candidate's profile. */
export const OFFERS_FOR_ME_PATH = '/search/query/mlFilter=1';

/**
 * The candidate side panel: wizard steps open up to the step reached (all of them
 * once the wizard is complete), then matched offers, applications, saved offers, messages, job alerts, settings, all offers and logout.
 */
export function CandidateSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const profile = useCandidateProfile();
  const wizardStep = profile.data?.wizardStep;
  const complete = wizardStep === WIZARD_COMPLETE;

  return (
    <Stack gap="xs">
      <PanelLinks onNavigate={onNavigate} links={[{ to: '/user', label: t('candidatePanel.dashboard'), icon: IconHome, exact: true }]} />
      <Divider label={t('candidatePanel.profileSteps')} labelPosition="left" />
      <PanelLinks
        onNavigate={onNavigate}
        links={WIZARD_STEP_LINKS.map((step) => ({
          to: step.path,
          label: t(`candidatePanel.steps.${step.key}`),
          icon: STEP_ICONS[step.key],
          disabled: !isWizardStepEnabled(step.step, wizardStep),
        }))}
      />
      {complete ? (
        <Stack gap="xs">
          <DownloadProfileButton variant="default" />
          <Button component={Link} to={OFFERS_FOR_ME_PATH} leftSection={<IconSparkles size={18} aria-hidden />} variant="light" onClick={onNavigate}>
            {t('candidatePanel.offersForMe')}
          </Button>
        </Stack>
      ) : wizardStep ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('candidatePanel.progress', { percent: wizardProgress(wizardStep) })}
          </Text>
          <Progress value={wizardProgress(wizardStep)} size="sm" aria-hidden />
        </Stack>
      ) : null}
      <Divider />
      <PanelLinks
        onNavigate={onNavigate}
        links={[
          { to: '/offers-matched', label: t('candidatePanel.matchedOffers'), icon: IconBriefcase },
          { to: MY_APPLICATIONS_PATH, label: t('candidatePanel.myApplications'), icon: IconSend },
          { to: SAVED_OFFERS_PATH, label: t('candidatePanel.savedOffers'), icon: IconHeart },
          { to: CONVERSATIONS_PATH, label: t('candidatePanel.messages'), icon: IconMessages },
          { to: JOB_ALERTS_PATH, label: t('candidatePanel.jobAlerts'), icon: IconBell },
          { to: '/user/settings', label: t('candidatePanel.settings'), icon: IconSettings },
          { to: ALL_OFFERS_PATH, label: t('candidatePanel.allOffers'), icon: IconSearch },
          { to: '/logout', label: t('candidatePanel.logout'), icon: IconLogout },
        ]}
      />
    </Stack>
  );
}
