import { describe, expect, it } from 'vitest';
import { continueWizardPath, dashboardRedirect, isStepCompleted, pageNumberOf, pathAfterSave, redirectForStep, stepOfSlug, wizardProgress, wizardStepPath } from './wizard-steps';

describe('wizard slugs', () => {
  it('number each page as the page does: step 1 of 7 lives at /wizard/1-…', () => {
    expect(pageNumberOf(2)).toBe(1);
    expect(pageNumberOf(8)).toBe(7);
    expect(wizardStepPath(2)).toBe('/wizard/1-personal-informations');
    expect(wizardStepPath(3)).toBe('/wizard/2-languages');
    expect(wizardStepPath(4)).toBe('/wizard/3-professional-expectations');
    expect(wizardStepPath(5)).toBe('/wizard/4-my-availability-info');
    expect(wizardStepPath(6)).toBe('/wizard/5-preferred-locations');
    expect(wizardStepPath(7)).toBe('/wizard/6-work-systems');
    expect(wizardStepPath(8)).toBe('/wizard/7-candidate-profile-summary');
    for (const step of [2, 3, 4, 5, 6, 7, 8] as const) expect(stepOfSlug(wizardStepPath(step).slice('/wizard/'.length))).toBe(step);
  });

  it("still know every route of the spec's table, both readings of steps 4, 5 and 7", () => {
    expect(stepOfSlug('2-personal-informations')).toBe(2);
    expect(stepOfSlug('3-languages')).toBe(3);
    expect(stepOfSlug('4-professional-expectations')).toBe(4);
    expect(stepOfSlug('4-employment-details')).toBe(4);
    expect(stepOfSlug('5-my-availability-info')).toBe(5);
    expect(stepOfSlug('5-candidate-profile-summary')).toBe(5);
    expect(stepOfSlug('6-preferred-locations')).toBe(6);
    expect(stepOfSlug('7-work-systems')).toBe(7);
    expect(stepOfSlug('7-form-of-employment')).toBe(7);
    expect(stepOfSlug('8-candidate-profile-summary')).toBe(8);
  });

  it('know no other slug', () => {
    expect(stepOfSlug('1-sign-up')).toBeUndefined();
    expect(stepOfSlug('9-extra')).toBeUndefined();
    expect(stepOfSlug('8-work-systems')).toBeUndefined();
    expect(stepOfSlug('languages')).toBeUndefined();
    expect(stepOfSlug(undefined)).toBeUndefined();
  });
});

describe('redirect of a step ahead of the progress', () => {
  it('sends to the reached step', () => {
    expect(redirectForStep(5, 3)).toBe('/wizard/2-languages');
    expect(redirectForStep(8, 7)).toBe('/wizard/6-work-systems');
  });

  it('lets the reached and earlier steps open, and every step once complete', () => {
    expect(redirectForStep(3, 3)).toBeUndefined();
    expect(redirectForStep(2, 6)).toBeUndefined();
    expect(redirectForStep(8, 0)).toBeUndefined();
  });
});

describe('route after a save', () => {
  it('"Save and continue" always leads to the next step, saved before or not, wizard complete or not', () => {
    expect(pathAfterSave(2)).toBe('/wizard/2-languages');
    expect(pathAfterSave(3)).toBe('/wizard/3-professional-expectations');
    expect(pathAfterSave(4)).toBe('/wizard/4-my-availability-info');
    expect(pathAfterSave(5)).toBe('/wizard/5-preferred-locations');
    expect(pathAfterSave(6)).toBe('/wizard/6-work-systems');
    expect(pathAfterSave(7)).toBe('/wizard/7-candidate-profile-summary');
  });

  it('a step saved before (or a complete wizard) also gets the success toast', () => {
    expect(isStepCompleted(2, 0)).toBe(true);
    expect(isStepCompleted(2, 3)).toBe(true);
    expect(isStepCompleted(5, 8)).toBe(true);
    expect(isStepCompleted(2, 2)).toBe(false);
    expect(isStepCompleted(5, 5)).toBe(false);
  });
});

describe('summary and dashboard', () => {
  it('the dashboard redirects steps 2 to 5 only', () => {
    expect(dashboardRedirect(2)).toBe('/wizard/1-personal-informations');
    expect(dashboardRedirect(3)).toBe('/wizard/2-languages');
    expect(dashboardRedirect(4)).toBe('/wizard/3-professional-expectations');
    expect(dashboardRedirect(5)).toBe('/wizard/4-my-availability-info');
    expect(dashboardRedirect(6)).toBeUndefined();
    expect(dashboardRedirect(8)).toBeUndefined();
    expect(dashboardRedirect(0)).toBeUndefined();
    expect(dashboardRedirect(undefined)).toBeUndefined();
  });
});

describe('wizard progress', () => {
  it('is (wizardStep - 1) / 7 of the way, and complete at step 0', () => {
    expect(wizardProgress(2)).toBe(14);
    expect(wizardProgress(5)).toBe(57);
    expect(wizardProgress(8)).toBe(100);
    expect(wizardProgress(0)).toBe(100);
    expect(wizardProgress(undefined)).toBe(100);
  });

  it('points to the step reached, none when complete', () => {
    expect(continueWizardPath(2)).toBe('/wizard/1-personal-informations');
    expect(continueWizardPath(7)).toBe('/wizard/6-work-systems');
    expect(continueWizardPath(0)).toBeUndefined();
  });
});
