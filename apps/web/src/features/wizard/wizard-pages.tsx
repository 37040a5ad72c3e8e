import '@mantine/dates/styles.css';
import { Alert } from '@mantine/core';
import type { WizardStepNumber } from '@trades/contracts';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { NotFoundPage } from '@/components/not-found-page';
import { useCandidateProfile } from '@/features/accounts';
import type { WizardStepProps } from './step-props';
import { continueWizardPath, redirectForStep, stepOfSlug, wizardStepPath } from './wizard-steps';

/** Each step in its own chunk. */
export const stepComponents: Record<WizardStepNumber, LazyExoticComponent<ComponentType<WizardStepProps>>> = {
  2: lazy(() => import('./steps/step-2')),
  3: lazy(() => import('./steps/step-3')),
  4: lazy(() => import('./steps/step-4')),
  5: lazy(() => import('./steps/step-5')),
  6: lazy(() => import('./steps/step-6')),
  7: lazy(() => import('./steps/step-7')),
  8: lazy(() => import('./steps/step-8')),
};

/**
 * /wizard/{page}-{slug}: one of the spec's routes redirects to the step's own, the profile loads, a
 * step ahead of the candidate's progress redirects to the reached one, then the step renders.
 */
export function WizardStepPage() {
  const { t } = useTranslation('wizard');
  const step = stepOfSlug(useParams().stepSlug);
  const { pathname, search, hash } = useLocation();
  const profile = useCandidateProfile();

  if (step === undefined) return <NotFoundPage />;
  const own = wizardStepPath(step);
  if (pathname !== own) return <Navigate to={{ pathname: own, search, hash }} replace />;
  if (profile.isError) return <Alert color="red">{t('shell.load_error')}</Alert>;
  if (!profile.data) return <PageLoader />;
  const redirect = redirectForStep(step, profile.data.wizardStep);
  if (redirect) return <Navigate to={redirect} replace />;

  const Step = stepComponents[step];
  return (
    <Suspense fallback={<PageLoader />}>
      {/* Keyed by step so moving between steps starts each form afresh. */}
      <Step key={step} profile={profile.data} />
    </Suspense>
  );
}

/** /wizard alone (a link to "the wizard"): the step the candidate has reached, or the summary once complete. */
export function WizardIndexPage() {
  const { t } = useTranslation('wizard');
  const profile = useCandidateProfile();
  if (profile.isError) return <Alert color="red">{t('shell.load_error')}</Alert>;
  if (!profile.data) return <PageLoader />;
  return <Navigate to={continueWizardPath(profile.data.wizardStep) ?? wizardStepPath(8)} replace />;
}
