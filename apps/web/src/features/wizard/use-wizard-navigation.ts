import { WIZARD_COMPLETE, type WizardStepNumber } from '@trades/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCandidateProfile } from '@/features/accounts';
import { AFTER_SAVE_STATE } from '@/components/forms/leave-guard';
import { notifySuccess } from '@/lib/notify';
import { isStepCompleted, pathAfterSave } from './wizard-steps';

export interface WizardNavigation {
  /** The primary button's text: "Save and continue" on every step, saved before or not. */
  label: string;
  /** After a successful save: the next step (a step saved before also gets the success toast); the summary's submit goes to the dashboard. */
  afterSave(): void;
}

/** The primary button of steps 2 to 8 and the move after a save. */
export function useWizardNavigation(step: WizardStepNumber): WizardNavigation {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const wizardStep = useCandidateProfile().data?.wizardStep ?? WIZARD_COMPLETE;
  const completed = isStepCompleted(step, wizardStep);

  const afterSave = useCallback(
    () => {
      if (step === 8) {
        void navigate('/user', { state: AFTER_SAVE_STATE });
        return;
      }
      // The next page shows that a new step was reached; re-saving an earlier one says it was saved.
      if (completed) notifySuccess(t('shell.save_success'));
      void navigate(pathAfterSave(step), { state: AFTER_SAVE_STATE });
    },
    [completed, navigate, step, t],
  );

  return { label: t('shell.save_and_continue'), afterSave };
}
