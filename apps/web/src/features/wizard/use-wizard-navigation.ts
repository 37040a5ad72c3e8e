import { type CandidateProfileShow, WIZARD_COMPLETE, type WizardStepNumber } from '@trades/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCandidateProfile } from '@/features/accounts';
import { AFTER_SAVE_STATE } from '@/components/forms/leave-guard';
import { notifySuccess } from '@/lib/notify';
import { type PrimaryAction, pathAfterSave, primaryAction } from './wizard-steps';

export interface WizardNavigation {
  /** 'save' for a completed step (or a complete wizard), 'next' for the step being filled in. */
  buttonLabel: PrimaryAction;
  /** The button's text in the interface language. */
  label: string;
  /** After a successful save: the success toast for 'save', then the route of 4.1 if there is one. */
  afterSave(profile: CandidateProfileShow): void;
}

/** The primary button of steps 2 to 8 and the move after a save. */
export function useWizardNavigation(step: WizardStepNumber): WizardNavigation {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const wizardStep = useCandidateProfile().data?.wizardStep ?? WIZARD_COMPLETE;
  const action = primaryAction(step, wizardStep);

  const afterSave = useCallback(
    (profile: CandidateProfileShow) => {
      if (step === 8) {
        void navigate('/user', { state: AFTER_SAVE_STATE });
        return;
      }
      if (action === 'save') notifySuccess(t('shell.save_success'));
      const path = pathAfterSave(step, wizardStep, profile.wizardStep);
      if (path) void navigate(path, { state: AFTER_SAVE_STATE });
    },
    [action, navigate, step, t, wizardStep],
  );

  return { buttonLabel: action, label: action === 'save' ? t('shell.save') : t('shell.next'), afterSave };
}
