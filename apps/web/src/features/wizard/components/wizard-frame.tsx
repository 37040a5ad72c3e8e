import { Alert, Box, Button, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import type { WizardStepNumber } from '@trades/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { VerificationNotice } from '@/features/accounts';
import { WIZARD_PAGE_COUNT, pageNumberOf } from '../wizard-steps';

export { useWizardNavigation } from '../use-wizard-navigation';

/** The loading cover of a step stays about a second after its data arrived. */
export const STEP_OVERLAY_MS = 1000;

/** True until `ms` after `ready` first became true. */
export function useDelayedReady(ready: boolean, ms = STEP_OVERLAY_MS): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return;
    const timer = window.setTimeout(() => setSettled(true), ms);
    return () => window.clearTimeout(timer);
  }, [ready, settled, ms]);
  return settled;
}

interface WizardFrameProps {
  step: WizardStepNumber;
  /** The step's data (profile and step content) has loaded. */
  ready: boolean;
  /** The step's data failed to load. */
  error?: boolean;
  children: ReactNode;
}

/** Every wizard step: its heading, the verification notice and the page-loading cover. */
export function WizardFrame({ step, ready, error = false, children }: WizardFrameProps) {
  const { t } = useTranslation('wizard');
  const title = t(`shell.steps.${step}.title`);
  usePageTitle(title);
  const settled = useDelayedReady(ready) || error;

  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed">
          {t('shell.step_of', { step: pageNumberOf(step), total: WIZARD_PAGE_COUNT })}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {t(`shell.steps.${step}.description`)}
        </Text>
      </div>
      <VerificationNotice />
      <Box pos="relative" mih={settled ? undefined : 240} aria-busy={!settled}>
        <LoadingOverlay visible={!settled} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ role: 'status', 'aria-label': t('shell.loading') }} />
        {error ? <Alert color="red">{t('shell.primary_error')}</Alert> : ready && children}
      </Box>
    </Stack>
  );
}

interface WizardActionsProps {
  label: string;
  loading?: boolean;
  disabled?: boolean;
  /** Buttons shown before the primary one (e.g. a back link). */
  children?: ReactNode;
}

/** The bottom bar of a step with its primary (submit) button. */
export function WizardActions({ label, loading, disabled, children }: WizardActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      {children}
      <Button type="submit" loading={loading} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
