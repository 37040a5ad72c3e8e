import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';
import { PRIMARY_5 } from '@/testing/wizard-primary';

afterEach(resetTestSession);

const location = () => screen.getByTestId('location').textContent;

describe('wizard navigation', { timeout: 20_000 }, () => {
  it('sends a step ahead of the progress to the reached step', async () => {
    candidateApi(profileFixture({ wizardStep: 3 }), { 'GET /v1/candidate-profile/wizard/3/primary': { status: 500, body: {} } });
    renderWizard('/wizard/5-preferred-locations');
    await waitFor(() => expect(location()).toBe('/wizard/2-languages'));
  });

  it("opens the spec's routes (numbered 2 to 8) at the step's own route, numbered as the page says", async () => {
    candidateApi(profileFixture({ wizardStep: 5 }), { 'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 } });
    renderWizard('/wizard/5-candidate-profile-summary');
    await waitFor(() => expect(location()).toBe('/wizard/4-my-availability-info'));
    expect(await screen.findByText('Step 4 of 7', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('/wizard alone opens the step reached', async () => {
    candidateApi(profileFixture({ wizardStep: 5 }), { 'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 } });
    renderWizard('/wizard');
    await waitFor(() => expect(location()).toBe('/wizard/4-my-availability-info'));
  });

  it('shows the not-found page for an unknown slug', async () => {
    candidateApi(profileFixture({ wizardStep: 3 }));
    renderWizard('/wizard/9-extras');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(location()).toBe('/wizard/9-extras');
  });

  it('a step saved before, in a complete wizard, reads "Save and continue", saves with the toast and goes on', async () => {
    const profile = profileFixture({ wizardStep: 0, isAvailable: false });
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 },
      'POST /v1/candidate-profile/wizard/5': { body: profile },
    });
    renderWizard('/wizard/4-my-availability-info');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/5')).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/wizard/5-preferred-locations'));
  });

  it('saving a step saved before goes to the next step, not back to the one reached', async () => {
    const profile = profileFixture({ wizardStep: 7, isAvailable: false });
    candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 },
      'POST /v1/candidate-profile/wizard/5': { body: profile },
    });
    renderWizard('/wizard/4-my-availability-info');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 }));
    await waitFor(() => expect(location()).toBe('/wizard/5-preferred-locations'));
  });

  it('asks before leaving a step with unsaved changes', async () => {
    candidateApi(profileFixture({ wizardStep: 5 }), { 'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 } });
    renderWizard('/wizard/4-my-availability-info');

    await screen.findByRole('radio', { name: 'No, not at the moment' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('radio', { name: 'No, not at the moment' }));
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this step?' });
    expect(within(dialog).getByText('You have unsaved changes. Do you really want to leave this page?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave this step?' })).toBeNull());
    expect(location()).toBe('/wizard/4-my-availability-info');

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard link' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave this step?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/user'));
  });

  it('lets an unchanged step go without asking', async () => {
    candidateApi(profileFixture({ wizardStep: 5 }), { 'GET /v1/candidate-profile/wizard/5/primary': { body: PRIMARY_5 } });
    renderWizard('/wizard/4-my-availability-info');
    await screen.findByRole('radio', { name: 'No, not at the moment' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard link' }));
    await waitFor(() => expect(location()).toBe('/user'));
    expect(screen.queryByRole('dialog', { name: 'Leave this step?' })).toBeNull();
  });
});
