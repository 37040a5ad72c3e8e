import { useWizardPrimary } from '../api/get-wizard-primary';
import { WizardFrame } from '../components/wizard-frame';
import type { WizardStepProps } from '../step-props';
import { WorkPlacesForm } from './step-6/work-places-form';

/** Step 6: preferred work places. */
export default function Step6({ profile }: WizardStepProps) {
  const primary = useWizardPrimary(6);
  return (
    <WizardFrame step={6} ready={primary.isSuccess} error={primary.isError}>
      {primary.data && <WorkPlacesForm profile={profile} primary={primary.data} />}
    </WizardFrame>
  );
}
