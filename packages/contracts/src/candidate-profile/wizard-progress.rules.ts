import { WIZARD_COMPLETE, WIZARD_LAST_STEP } from '../limits.ts';

/* How far the candidate is in the wizard: which steps may be saved and where a save leads. */

/** A step can be saved when the candidate has reached it, or at any time once the wizard is complete. */
export function canSaveStep(wizardStep: number, step: number): boolean {
  return wizardStep === WIZARD_COMPLETE || step <= wizardStep;
}

/**
 * wizardStep after saving `step`: saving the step the candidate is on moves to the next one, the
 * step-8 submit completes the wizard (0), and saving an earlier step never moves backwards.
 */
export function wizardStepAfterSave(wizardStep: number, step: number): number {
  if (wizardStep === WIZARD_COMPLETE) return WIZARD_COMPLETE;
  if (step !== wizardStep) return wizardStep;
  return step === WIZARD_LAST_STEP ? WIZARD_COMPLETE : step + 1;
}

/** The summary's submit completes the wizard: only a candidate standing at the last step may send it. */
export function canSubmitWizard(wizardStep: number): boolean {
  return wizardStep === WIZARD_LAST_STEP;
}

/** Dashboard progress: (wizardStep - 1) / 7 x 100; a complete wizard (0) is 100. */
export function wizardProgress(wizardStep: number | null | undefined): number {
  if (!wizardStep) return 100;
  return Math.round(((wizardStep - 1) / 7) * 100);
}
