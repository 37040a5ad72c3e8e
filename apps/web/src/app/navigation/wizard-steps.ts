import { WIZARD_COMPLETE } from '@trades/contracts';

/** Wizard steps of the candidate side panel (candidate-side.md 2.3), with their canonical slugs. */
export const WIZARD_STEPS = [
  { step: 2, path: '/wizard/2-personal-informations', key: 'personalInformation' },
  { step: 3, path: '/wizard/3-languages', key: 'languages' },
  { step: 4, path: '/wizard/4-professional-expectations', key: 'professions' },
  { step: 5, path: '/wizard/5-my-availability-info', key: 'availability' },
  { step: 6, path: '/wizard/6-preferred-locations', key: 'preferredLocations' },
  { step: 7, path: '/wizard/7-work-systems', key: 'workSystems' },
  { step: 8, path: '/wizard/8-candidate-profile-summary', key: 'summary' },
] as const;

/** A step link is enabled when the candidate has reached it, or always once the wizard is complete (0). */
export function isWizardStepEnabled(step: number, wizardStep: number | null | undefined): boolean {
  if (wizardStep === null || wizardStep === undefined) return false;
  return wizardStep === WIZARD_COMPLETE || wizardStep >= step;
}

/** Profile progress as the dashboard shows it: (wizardStep - 1) / 7 x 100; complete (0) is 100. */
export function wizardPercent(wizardStep: number): number {
  if (wizardStep === WIZARD_COMPLETE) return 100;
  return Math.round(((wizardStep - 1) / WIZARD_STEPS.length) * 100);
}
