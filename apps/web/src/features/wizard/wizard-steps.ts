import { WIZARD_COMPLETE, type WizardStepNumber, canSaveStep, wizardProgress } from '@trades/contracts';

/*
 * The wizard's routes and progress: which step a slug names, where a step lives, when a step
 * redirects (a step not reached yet, by the shared canSaveStep) and where the candidate goes after a save.
 *
 * The API numbers the steps 2 to 8 (step 1 is the sign-up); the candidate reads "Step 1 of 7", so a
 * page's own route carries that number (/wizard/1-personal-informations). The spec's routes, numbered
 * 2 to 8 with both readings of steps 4, 5 and 7, still open their step and redirect to its own route.
 */

/** How many pages the wizard has, as the candidate counts them. */
export const WIZARD_PAGE_COUNT = 7;

/** The number a step shows the candidate ("Step 1 of 7" for the API's step 2). */
export function pageNumberOf(step: WizardStepNumber): number {
  return step - 1;
}

const STEP_SLUGS: Record<WizardStepNumber, string> = {
  2: 'personal-informations',
  3: 'languages',
  4: 'professional-expectations',
  5: 'my-availability-info',
  6: 'preferred-locations',
  7: 'work-systems',
  8: 'candidate-profile-summary',
};

/** The spec's route table (platform.md, candidate-side.md 2.3), numbered by the API's steps; each redirects. */
const SPEC_SLUGS: Record<string, WizardStepNumber> = {
  '2-personal-informations': 2,
  '3-languages': 3,
  '4-professional-expectations': 4,
  '4-employment-details': 4,
  '5-my-availability-info': 5,
  '5-candidate-profile-summary': 5,
  '6-preferred-locations': 6,
  '7-work-systems': 7,
  '7-form-of-employment': 7,
  '8-candidate-profile-summary': 8,
};

export const WIZARD_STEP_NUMBERS = [2, 3, 4, 5, 6, 7, 8] as const satisfies readonly WizardStepNumber[];

const slugOf = (step: WizardStepNumber) => `${pageNumberOf(step)}-${STEP_SLUGS[step]}`;

const SLUG_STEPS = new Map<string, WizardStepNumber>([...WIZARD_STEP_NUMBERS.map((step) => [slugOf(step), step] as const), ...Object.entries(SPEC_SLUGS)]);

/** The step a route slug names (its own route or one of the spec's), or undefined for an unknown slug. */
export function stepOfSlug(slug: string | undefined): WizardStepNumber | undefined {
  return slug === undefined ? undefined : SLUG_STEPS.get(slug);
}

export function isWizardStep(value: number): value is WizardStepNumber {
  return (WIZARD_STEP_NUMBERS as readonly number[]).includes(value);
}

/** The route of a step, numbered as the page shows it. */
export function wizardStepPath(step: WizardStepNumber): string {
  return `/wizard/${slugOf(step)}`;
}

/** A step ahead of the candidate's progress sends to the reached step; a complete wizard opens every step. */
export function redirectForStep(step: WizardStepNumber, wizardStep: number): string | undefined {
  if (canSaveStep(wizardStep, step) || !isWizardStep(wizardStep)) return undefined;
  return wizardStepPath(wizardStep);
}

/**
 * Where "Save and continue" leads after saving `step`: always the next step, also for a step saved
 * before or a complete wizard (the spec's "save and stay" left the side panel as the only way on).
 */
export function pathAfterSave(step: Exclude<WizardStepNumber, 8>): string {
  return wizardStepPath((step + 1) as WizardStepNumber);
}

/** A step saved before (or a complete wizard): its save also shows the success toast. */
export function isStepCompleted(step: WizardStepNumber, wizardStep: number): boolean {
  return wizardStep === WIZARD_COMPLETE || wizardStep > step;
}

/** The dashboard's automatic redirect of an incomplete candidate (2.2): steps 2 to 5 only. */
const DASHBOARD_REDIRECT_STEPS: readonly number[] = [2, 3, 4, 5];

export function dashboardRedirect(wizardStep: number | null | undefined): string | undefined {
  if (wizardStep === null || wizardStep === undefined || !DASHBOARD_REDIRECT_STEPS.includes(wizardStep)) return undefined;
  return wizardStepPath(wizardStep as WizardStepNumber);
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
