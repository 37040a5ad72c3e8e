import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';
import { STEP7_PRIMARY } from '@/testing/wizard-step-7';

afterEach(resetTestSession);

const profile = profileFixture({
  wizardStep: 7,
  contractTypes: [{ id: 1, title: 'Employment contract' }],
  isConstantWork: false,
  isFlexibleWork: true,
  candidateProfileFlexibleWorks: [{ months: [6, 7], days: [], hours: ['07:00', '15:30'] }],
});

describe('step 7 work systems', { timeout: 20_000 }, () => {
  it('switches flexible work off and on, adds a condition and goes next with the spec body', async () => {
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/7/primary': { body: STEP7_PRIMARY },
      'POST /v1/candidate-profile/wizard/7': { body: { ...profile, wizardStep: 8 } },
    });
    renderWizard('/wizard/6-work-systems');

    expect(await screen.findByText('Months: June, July', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Hours: 07:00–15:30')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Flexible work/ }));
    expect(screen.queryByText('Months: June, July')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Flexible work/ }));
    expect(screen.getByText(/No conditions yet/)).toBeTruthy();

    // Saving the dialog with nothing chosen just closes it.
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a flexible work condition' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/No conditions yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a flexible work condition' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Days of the week' }));
    fireEvent.click(within(dialog).getByLabelText('Monday'));
    fireEvent.click(within(dialog).getByLabelText('Tuesday'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    expect(await screen.findByText('Days: Monday, Tuesday')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select all' })[0] as HTMLElement);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Constant work/ }));
    fireEvent.click(screen.getByLabelText('Night shift'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard/7-candidate-profile-summary'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/7')?.body).toEqual({
      isConstantWork: '1',
      isFlexibleWork: '1',
      candidateProfileFlexibleWorks: [{ months: [], days: [1, 2], hours: ['', ''] }],
      workSystems: [2],
      contractTypes: [1, 2, 3],
    });
  });

  it('refuses a save with no contract type, no work system and no flexible work, before asking the API', async () => {
    const calls = candidateApi(profileFixture({ wizardStep: 7, contractTypes: [], isConstantWork: false, isFlexibleWork: false, candidateProfileFlexibleWorks: [] }), {
      'GET /v1/candidate-profile/wizard/7/primary': { body: STEP7_PRIMARY },
    });
    renderWizard('/wizard/6-work-systems');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 }));
    expect(await screen.findByText('Choose at least one contract type, work system or flexible work')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/7')).toBe(false);
  });

  it('asks before leaving with unsaved changes', async () => {
    candidateApi(profileFixture({ wizardStep: 0 }), { 'GET /v1/candidate-profile/wizard/7/primary': { body: STEP7_PRIMARY } });
    renderWizard('/wizard/7-form-of-employment');
    fireEvent.click(await screen.findByLabelText('B2B', {}, { timeout: 10_000 }));
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard link' }));
    expect(await screen.findByRole('dialog', { name: 'Leave this step?' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/wizard/6-work-systems');
  });
});
