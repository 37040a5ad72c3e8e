import { describe, expect, it } from 'vitest';
import { continueWizardPath, dashboardRedirect, pathAfterSave, primaryAction, redirectForStep, stepOfSlug, wizardProgress, wizardStepPath } from './wizard-steps';

describe('wizard slugs', () => {
  it('serve both readings of steps 4, 5 and 7', () => {
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
    expect(stepOfSlug('languages')).toBeUndefined();
    expect(stepOfSlug(undefined)).toBeUndefined();
  });

  it('give each step its canonical route', () => {
    expect(wizardStepPath(4)).toBe('/wizard/4-professional-expectations');
    expect(wizardStepPath(5)).toBe('/wizard/5-my-availability-info');
    expect(wizardStepPath(8)).toBe('/wizard/8-candidate-profile-summary');
  });
});

describe('redirect of a step ahead of the progress', () => {
  it('sends to the reached step', () => {
    expect(redirectForStep(5, 3)).toBe('/wizard/3-languages');
    expect(redirectForStep(8, 7)).toBe('/wizard/7-work-systems');
  });

  it('lets the reached and earlier steps open, and every step once complete', () => {
    expect(redirectForStep(3, 3)).toBeUndefined();
    expect(redirectForStep(2, 6)).toBeUndefined();
    expect(redirectForStep(8, 0)).toBeUndefined();
  });
});

describe('primary button', () => {
  it('reads save for a completed step or a complete wizard, go next otherwise', () => {
    expect(primaryAction(2, 0)).toBe('save');
    expect(primaryAction(2, 3)).toBe('save');
    expect(primaryAction(2, 2)).toBe('next');
    expect(primaryAction(5, 5)).toBe('next');
    expect(primaryAction(5, 8)).toBe('save');
  });
});

describe('route after a save', () => {
  it('go next moves to the following step, step 3 to the employment-details reading', () => {
    expect(pathAfterSave(2, 2, 3)).toBe('/wizard/3-languages');
    expect(pathAfterSave(3, 3, 4)).toBe('/wizard/4-employment-details');
    expect(pathAfterSave(4, 4, 5)).toBe('/wizard/5-my-availability-info');
    expect(pathAfterSave(5, 5, 6)).toBe('/wizard/6-preferred-locations');
    expect(pathAfterSave(6, 6, 7)).toBe('/wizard/7-work-systems');
    expect(pathAfterSave(7, 7, 8)).toBe('/wizard/8-candidate-profile-summary');
  });

  it('saving an already-completed step goes to the next incomplete step', () => {
    expect(pathAfterSave(2, 5, 5)).toBe('/wizard/5-my-availability-info');
    expect(pathAfterSave(3, 8, 8)).toBe('/wizard/8-candidate-profile-summary');
  });

  it('stays (toast only) when the wizard is complete', () => {
    expect(pathAfterSave(2, 0, 0)).toBeUndefined();
    expect(pathAfterSave(5, 0, 0)).toBeUndefined();
  });

  it('step 6 save only shows the toast', () => {
    expect(pathAfterSave(6, 8, 8)).toBeUndefined();
    expect(pathAfterSave(6, 0, 0)).toBeUndefined();
  });

  it('step 7 save follows its own table; other values do nothing', () => {
    expect(pathAfterSave(7, 0, 0)).toBeUndefined();
    expect(pathAfterSave(7, 8, 8)).toBeUndefined();
    expect(pathAfterSave(7, 8, 3)).toBe('/wizard/4-employment-details');
    expect(pathAfterSave(7, 8, 6)).toBe('/wizard/8-candidate-profile-summary');
  });
});

describe('summary and dashboard', () => {
  it('the dashboard redirects steps 2 to 5 only', () => {
    expect(dashboardRedirect(2)).toBe('/wizard/2-personal-informations');
    expect(dashboardRedirect(3)).toBe('/wizard/3-languages');
    expect(dashboardRedirect(4)).toBe('/wizard/4-professional-expectations');
    expect(dashboardRedirect(5)).toBe('/wizard/5-my-availability-info');
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
    expect(continueWizardPath(2)).toBe('/wizard/2-personal-informations');
    expect(continueWizardPath(7)).toBe('/wizard/7-work-systems');
    expect(continueWizardPath(0)).toBeUndefined();
  });
});
