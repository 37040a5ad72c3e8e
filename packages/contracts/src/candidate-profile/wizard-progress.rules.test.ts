import { describe, expect, it } from 'vitest';
import { canSaveStep, canSubmitWizard, wizardProgress, wizardStepAfterSave } from './wizard-progress.rules.ts';

describe('wizard progress', () => {
  it.each([
    [2, 2, 3],
    [5, 5, 6],
    [7, 7, 8],
    [8, 8, 0],
    [6, 3, 6],
    [0, 4, 0],
    [0, 8, 0],
  ])('wizardStep %i after saving step %i is %i', (current, step, next) => {
    expect(wizardStepAfterSave(current, step)).toBe(next);
  });

  it('lets a step be saved once reached, or any step once complete', () => {
    expect(canSaveStep(2, 2)).toBe(true);
    expect(canSaveStep(2, 3)).toBe(false);
    expect(canSaveStep(5, 8)).toBe(false);
    expect(canSaveStep(8, 8)).toBe(true);
    expect(canSaveStep(0, 7)).toBe(true);
  });

  it('lets only a candidate at step 8 submit', () => {
    expect(canSubmitWizard(8)).toBe(true);
    expect(canSubmitWizard(7)).toBe(false);
    expect(canSubmitWizard(0)).toBe(false);
  });

  it('shows the dashboard progress as (wizardStep - 1) / 7', () => {
    expect(wizardProgress(2)).toBe(14);
    expect(wizardProgress(8)).toBe(100);
    expect(wizardProgress(0)).toBe(100);
  });
});
