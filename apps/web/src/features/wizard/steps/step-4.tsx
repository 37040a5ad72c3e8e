import { useWizardPrimary } from '../api/get-wizard-primary';
import { WizardFrame } from '../components/wizard-frame';
import type { WizardStepProps } from '../step-props';
import { ProfessionsForm } from './step-4/professions-form';

/** Step 4: professions. */
export default function Step4({ profile }: WizardStepProps) {
  const primary = useWizardPrimary(4);
  return (
    <WizardFrame step={4} ready={primary.isSuccess} error={primary.isError}>
      {primary.data && <ProfessionsForm profile={profile} primary={primary.data} />}
    </WizardFrame>
  );
}
