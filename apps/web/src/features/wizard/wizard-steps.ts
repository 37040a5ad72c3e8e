import { WIZARD_COMPLETE, type WizardStepNumber, canSaveStep, wizardProgress } from '@trades/contracts';

/*
 * The wizard's routes and progress: which step a slug names, where a step lives, when a step
 * redirects (a step not reached yet, by the shared canSaveStep), what the primary button does and
 * where the candidate goes after a save.
 */

/** Every slug the spec names, both readings included; the first of a step is its canonical route. */
const STEP_SLUGS: Record<WizardStepNumber, readonly string[]> = {
  2: ['2-personal-informations'],
  3: ['3-languages'],
  4: ['4-professional-expectations', '4-employment-details'],
  5: ['5-my-availability-info', '5-candidate-profile-summary'],
  6: ['6-preferred-locations'],
  7: ['7-work-systems', '7-form-of-employment'],
  8: ['8-candidate-profile-summary'],
};

const SLUG_STEPS = new Map<string, WizardStepNumber>(
  Object.entries(STEP_SLUGS).flatMap(([step, slugs]) => slugs.map((slug) => [slug, Number(step) as WizardStepNumber] as const)),
);

export const WIZARD_STEP_NUMBERS = [2, 3, 4, 5, 6, 7, 8] as const satisfies readonly WizardStepNumber[];

/** The step a route slug names, or undefined for an unknown slug. */
export function stepOfSlug(slug: string | undefined): WizardStepNumber | undefined {
  return slug === undefined ? undefined : SLUG_STEPS.get(slug);
}

export function isWizardStep(value: number): value is WizardStepNumber {
  return (WIZARD_STEP_NUMBERS as readonly number[]).includes(value);
}

/** The canonical route of a step. */
export function wizardStepPath(step: WizardStepNumber): string {
  return `/wizard/${STEP_SLUGS[step][0]}`;
}

/**
 * The route the go-next button leads to after each step (2.3): step 3 leads to the
 * employment-details reading of step 4, the others to the next step's canonical route.
 */
const NEXT_STEP_PATHS: Record<Exclude<WizardStepNumber, 8>, string> = {
  2: '/wizard/3-languages',
  3: '/wizard/4-employment-details',
  4: '/wizard/5-my-availability-info',
  5: '/wizard/6-preferred-locations',
  6: '/wizard/7-work-systems',
  7: '/wizard/8-candidate-profile-summary',
};

/** Step 7's own save rule (4.1): the reached step names where to go, by the spec's table. */
const STEP_7_SAVE_PATHS: Partial<Record<number, string>> = {
  3: '/wizard/4-employment-details',
  4: '/wizard/5-my-availability-info',
  5: '/wizard/6-preferred-locations',
  6: '/wizard/8-candidate-profile-summary',
};

/** A step ahead of the candidate's progress sends to the reached step; a complete wizard opens every step. */
export function redirectForStep(step: WizardStepNumber, wizardStep: number): string | undefined {
  if (canSaveStep(wizardStep, step) || !isWizardStep(wizardStep)) return undefined;
  return wizardStepPath(wizardStep);
}

export type PrimaryAction = 'save' | 'next';

/** 'save' when the step was completed before (wizardStep 0 or past this step), else 'next'. */
export function primaryAction(step: WizardStepNumber, wizardStep: number): PrimaryAction {
  return wizardStep === WIZARD_COMPLETE || wizardStep > step ? 'save' : 'next';
}

/**
 * Where the candidate goes after saving `step`: `wizardStepBefore` is the progress when the button
 * was pressed, `wizardStepAfter` the progress in the save's answer. undefined means "stay here"
 * (the page shows the success toast).
 */
export function pathAfterSave(step: Exclude<WizardStepNumber, 8>, wizardStepBefore: number, wizardStepAfter: number): string | undefined {
  if (primaryAction(step, wizardStepBefore) === 'next') return NEXT_STEP_PATHS[step];
  if (step === 6) return undefined;
  if (step === 7) return STEP_7_SAVE_PATHS[wizardStepAfter];
  // An already-completed step: on to the step the candidate has reached, if any is left.
  if (wizardStepAfter === WIZARD_COMPLETE || !isWizardStep(wizardStepAfter) || wizardStepAfter === step) return undefined;
  return wizardStepPath(wizardStepAfter);
}

/** The dashboard's automatic redirect of an incomplete candidate (2.2): steps 2 to 5 only. */
const DASHBOARD_REDIRECTS: Partial<Record<number, string>> = {
  2: '/wizard/2-personal-informations',
  3: '/wizard/3-languages',
  4: '/wizard/4-professional-expectations',
  5: '/wizard/5-my-availability-info',
};

export function dashboardRedirect(wizardStep: number | null | undefined): string | undefined {
  return wizardStep === null || wizardStep === undefined ? undefined : DASHBOARD_REDIRECTS[wizardStep];
}

/** The side panel's name of each step (layout:candidatePanel.steps). */
const STEP_LINK_KEYS = {
  2: 'personalInformation',
  3: 'languages',
  4: 'professions',
  5: 'availability',
  6: 'preferredLocations',
  7: 'workSystems',
  8: 'summary',
} as const satisfies Record<WizardStepNumber, string>;

/** The steps as the candidate side panel lists them, with their canonical routes. */
export const WIZARD_STEP_LINKS = WIZARD_STEP_NUMBERS.map((step) => ({ step, path: wizardStepPath(step), key: STEP_LINK_KEYS[step] }));

/** A step link is enabled when the candidate has reached it, or always once the wizard is complete (0). */
export function isWizardStepEnabled(step: number, wizardStep: number | null | undefined): boolean {
  if (wizardStep === null || wizardStep === undefined) return false;
  return canSaveStep(wizardStep, step);
}

/** No progress to show (no profile answer yet counts as complete, as the dashboard always did). */
export function isWizardComplete(wizardStep: number | null | undefined): boolean {
  return wizardStep === null || wizardStep === undefined || wizardStep === WIZARD_COMPLETE;
}

/** Profile progress, as the dashboard shows it (the shared rule). */
export { wizardProgress };

/** Where the dashboard's continue button leads: the step reached, none when complete. */
export function continueWizardPath(wizardStep: number | null | undefined): string | undefined {
  if (isWizardComplete(wizardStep) || !isWizardStep(wizardStep as number)) return undefined;
  return wizardStepPath(wizardStep as WizardStepNumber);
}
