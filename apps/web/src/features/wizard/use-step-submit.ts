import type { UseFormReturnType } from '@mantine/form';
import type { CandidateProfileShow, WizardStepNumber } from '@trades/contracts';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/lib/forms';
import { useInvalidFocus } from '@/components/forms/submit-guard';
import { type WizardStepBody, useSaveWizardStep } from './api/save-wizard-step';
import { notifyError, notifyFailure } from '@/lib/notify';
import { useWizardNavigation } from './use-wizard-navigation';

/**
 * The save of a step form: posts the body, on success marks the form clean (so leaving is no longer
 * blocked) and moves on by 4.1; on failure puts the server's formErrors on the fields and shows its
 * message.
 */
export function useStepSubmit<Values>(step: WizardStepNumber, form: UseFormReturnType<Values>) {
  const { t } = useTranslation('wizard');
  const navigation = useWizardNavigation(step);
  const save = useSaveWizardStep(step);
  const { ref: formRef, focusInvalid } = useInvalidFocus();

  const submit = (body: WizardStepBody, options: { onSaved?: (profile: CandidateProfileShow) => void } = {}) => {
    save.mutate(body, {
      onSuccess: (profile) => {
        form.resetDirty();
        options.onSaved?.(profile);
        navigation.afterSave();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        notifyError(error);
        focusInvalid();
      },
    });
  };

  /** For the form's own validation failure: the spec's 'form has errors' toast, and the first invalid field in view and focused. */
  const invalid = () => {
    notifyFailure(t('shell.form_errors'));
    focusInvalid();
  };

  /** `formRef` goes on the step's <form>: the focus looks for the invalid field in it. */
  return { submit, invalid, isPending: save.isPending, navigation, formRef };
}
