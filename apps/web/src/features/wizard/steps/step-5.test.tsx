import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';
import { PRIMARY_5 } from '@/testing/wizard-primary';
import { step5Body, step5Errors } from './step-5-rules';

afterEach(resetTestSession);

describe('step 5 date rule', () => {
  it('needs a choice, and a date from today on when available', () => {
    expect(step5Errors({ isAvailable: '', availableFrom: '' }, '2026-11-22')).toEqual({ isAvailable: 'field_required' });
    expect(step5Errors({ isAvailable: 'yes', availableFrom: '' }, '2026-11-22')).toEqual({ availableFrom: 'availability_date_error' });
    expect(step5Errors({ isAvailable: 'yes', availableFrom: '2026-11-21' }, '2026-11-22')).toEqual({ availableFrom: 'availability_date_error' });
    expect(step5Errors({ isAvailable: 'yes', availableFrom: '2026-11-22' }, '2026-11-22')).toEqual({});
    expect(step5Errors({ isAvailable: 'no', availableFrom: '2020-01-01' }, '2026-11-22')).toEqual({});
  });

  it('sends the date only when available', () => {
    expect(step5Body({ isAvailable: 'yes', availableFrom: '2026-12-01' })).toEqual({ isAvailable: true, availableFrom: '2026-12-01' });
    expect(step5Body({ isAvailable: 'no', availableFrom: '2026-12-01' })).toEqual({ isAvailable: false });
  });
});

describe('step 5 page', { timeout: 20_000 }, () => {
  it('refuses a past date with availability_date_error and sends nothing', async () => {
    const profile = profileFixture({ wizardStep: 5, isAvailable: true, availableFrom: '2026-11-01' });
    const calls = candidateApi(profile, { 'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 } });
    renderWizard('/wizard/4-my-availability-info');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 }));
    expect(await screen.findByText('Choose the date from which you are available (today or later)')).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/candidate-profile/wizard/5')).toBe(false);
  });

  it('the other slug shows the same step; not available saves and goes to the work places', async () => {
    const profile = profileFixture({ wizardStep: 5 });
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 },
      'POST /v1/candidate-profile/wizard/5': { body: { ...profile, wizardStep: 6, isAvailable: false } },
    });
    renderWizard('/wizard/5-candidate-profile-summary');
    fireEvent.click(await screen.findByRole('radio', { name: 'No, not at the moment' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard/5-preferred-locations'));
    expect(calls.find((c) => c.path === '/v1/candidate-profile/wizard/5')?.body).toEqual({ isAvailable: false });
  });
});
