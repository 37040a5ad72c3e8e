import { useWizardPrimary } from '../api/get-wizard-primary';
import { WizardFrame } from '../components/wizard-frame';
import type { WizardStepProps } from '../step-props';
import { WorkTermsForm } from './step-7/work-terms-form';

/** Step 7: contract types, work systems and flexible work. */
export default function Step7({ profile }: WizardStepProps) {
  const primary = useWizardPrimary(7);
  return (
    <WizardFrame step={7} ready={primary.isSuccess} error={primary.isError}>
      {primary.data && <WorkTermsForm profile={profile} primary={primary.data} />}
    </WizardFrame>
  );
}
