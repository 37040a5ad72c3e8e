import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';
import { STEP4_PRIMARY, carpenterShown } from '@/testing/wizard-step-4';

afterEach(resetTestSession);

const posts = <C extends { method: string; path: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/4');
const editor = () => screen.getByRole('group', { name: 'Profession editor' });

async function choose(label: RegExp, option: string) {
  fireEvent.click(within(editor()).getAllByRole('combobox', { name: label })[0] as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('step 4 professions', { timeout: 30_000 }, () => {
  it('cancel restores the profession; one open at a time; leaving is blocked while it is open', async () => {
    const calls = candidateApi(profileFixture({ wizardStep: 5, candidateProfileProfessions: [carpenterShown()] }), {
      'GET /v1/candidate-profile/wizard/4/primary': { body: STEP4_PRIMARY },
    });
    renderWizard('/wizard/4-employment-details');

    expect(await screen.findByText(/Certificates: 2 · Skills: 2 · Work entries: 1/, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Carpenter' }));
    fireEvent.click(within(editor()).getByRole('checkbox', { name: 'Working at heights' }));
    fireEvent.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Certificates: 2 ·/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Carpenter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add profession' }));
    expect(await screen.findByText('You cannot add a new profession until you finish the current one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Finish editing the profession before going on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard link' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave this step?' });
    expect(within(leave).getByText('Finish editing the profession before going on.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('adds a second profession and goes next with every profession in the body', async () => {
    const profile = profileFixture({ wizardStep: 4, candidateProfileProfessions: [carpenterShown()] });
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/4/primary': { body: STEP4_PRIMARY },
      'POST /v1/candidate-profile/wizard/4': { body: { ...profile, wizardStep: 5 } },
    });
    renderWizard('/wizard/4-professional-expectations');

    fireEvent.click(await screen.findByRole('button', { name: 'Add profession' }, { timeout: 10_000 }));
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save profession' }));
    expect((await within(editor()).findAllByText('This field is required')).length).toBe(3);

    await choose(/^Industry/, 'Construction');
    await choose(/^Profession \*?$|^Profession$/, 'Bricklayer');
    await choose(/^Profession class/, 'Helper');
    fireEvent.click(await within(editor()).findByRole('checkbox', { name: 'Brick' }));
    const rating = await screen.findByRole('dialog', { name: 'Rate your skill' });
    fireEvent.keyDown(within(rating).getByRole('radio', { name: '2 of 5' }), { key: 'Enter' });
    fireEvent.click(within(rating).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save profession' }));
    expect(await screen.findByRole('group', { name: 'Profession 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go next' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard/5-my-availability-info'));
    const body = posts(calls)[0]?.body as { candidateProfileProfessions: object[] };
    expect(body.candidateProfileProfessions).toHaveLength(2);
    expect(body.candidateProfileProfessions[1]).toEqual({
      industry: 1,
      profession: 3,
      professionClass: 1,
      certificates: [],
      certificatesAttachments: [],
      experiences: [],
      skillsAdditionals: [],
      productionStages: [],
      productionMaterials: [{ productionMaterial: 16, rating: 2 }],
      productionMethods: [],
      productionUses: [],
      skillsProfessionals: [],
      skillsTechnicals: [],
      worksFor: [],
    });
  });

  it('shows the server errors on the right profession', async () => {
    const bricklayer = { ...carpenterShown(), id: 12, profession: { id: 3, title: 'Bricklayer' }, professionClass: { id: 1, title: 'Helper' }, certificates: [], worksFor: [] };
    candidateApi(profileFixture({ wizardStep: 0, candidateProfileProfessions: [carpenterShown(), bricklayer] }), {
      'GET /v1/candidate-profile/wizard/4/primary': { body: STEP4_PRIMARY },
      'POST /v1/candidate-profile/wizard/4': {
        status: 422,
        body: { message: 'Incorrect data', code: 'validation_error', formErrors: { 'candidateProfileProfessions[1].skillsProfessionals': ['skillsNotRated'] } },
      },
    });
    renderWizard('/wizard/4-professional-expectations');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 }));
    const second = screen.getByRole('group', { name: 'Profession 2' });
    expect(await within(second).findByText('Rate every professional skill you have ticked')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Profession 1' })).queryByRole('alert')).toBeNull();
  });
});
