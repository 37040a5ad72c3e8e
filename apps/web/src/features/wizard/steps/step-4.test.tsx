import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UploadedFile } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';
import { STEP4_PRIMARY, carpenterShown } from '@/testing/wizard-step-4';

afterEach(resetTestSession);

const posts = <C extends { method: string; path: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/4');
const editor = () => screen.getByRole('group', { name: 'Profession editor' });
const work = () => within(editor()).getByRole('group', { name: 'Work entry 1' });

const UPLOADED: UploadedFile = {
  filename: 'c0ffee.pdf',
  originalName: 'svennebrev.pdf',
  title: null,
  mimeType: 'application/pdf',
  size: 2000,
  url: '/v1/files/c0ffee.pdf?signature=x',
  thumbnailUrl: null,
  is_temporary: true,
  is_uploaded: true,
};

/** An expert carpenter with a journeyman diploma, its scan uploaded, and one work entry with a referee. */
async function fillExpertCarpenter() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add profession' }, { timeout: 10_000 }));
  await choose(/^Industry/, 'Construction');
  await choose(/^Profession \*?$|^Profession$/, 'Carpenter');
  await choose(/^Profession class/, 'Expert');
  fireEvent.click(within(editor()).getByRole('checkbox', { name: 'Journeyman diploma' }));
  const [certificateInput] = editor().querySelectorAll<HTMLInputElement>('input[type="file"]');
  fireEvent.change(certificateInput as HTMLInputElement, { target: { files: [new File(['%PDF-1.4'], 'svennebrev.pdf', { type: 'application/pdf' })] } });
  expect(await within(editor()).findByDisplayValue('svennebrev')).toBeTruthy();
  fireEvent.change(within(work()).getByRole('textbox', { name: /^Employer/ }), { target: { value: 'Fjord Bygg AS' } });
  fireEvent.click(within(work()).getByRole('combobox', { name: /^Country/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Norway', hidden: true }));
  fireEvent.change(within(work()).getByRole('textbox', { name: 'Years' }), { target: { value: '3' } });
  fireEvent.click(within(work()).getByRole('checkbox', { name: 'I can give a reference' }));
  fireEvent.change(within(work()).getByRole('textbox', { name: /^First name of the reference person/ }), { target: { value: 'Ola' } });
  fireEvent.change(within(work()).getByRole('textbox', { name: /^Last name of the reference person/ }), { target: { value: 'Nordmann' } });
}

async function choose(label: RegExp, option: string) {
  fireEvent.click(within(editor()).getAllByRole('combobox', { name: label })[0] as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('step 4 professions', { timeout: 30_000 }, () => {
  it('cancel restores the profession; one open at a time; leaving is blocked while it is open', async () => {
    const calls = candidateApi(profileFixture({ wizardStep: 5, candidateProfileProfessions: [carpenterShown()] }), {
      'GET /v1/candidate-profile/wizard/4/primary': { body: STEP4_PRIMARY },
    });
    renderWizard('/wizard/3-professional-expectations');

    expect(await screen.findByText(/Certificates: 2 · Skills: 2 · Work entries: 1/, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Carpenter' }));
    fireEvent.click(within(editor()).getByRole('checkbox', { name: 'Working at heights' }));
    fireEvent.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Certificates: 2 ·/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Carpenter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add profession' }));
    expect(await screen.findByText('You cannot add a new profession until you finish the current one.')).toBeTruthy();
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
    renderWizard('/wizard/3-professional-expectations');

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
    // Saving the profession saves the step at once; the main button then goes on.
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save profession' }));
    expect(await screen.findByRole('group', { name: 'Profession 2' })).toBeTruthy();
    expect(await screen.findByText('Profession saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard/4-my-availability-info'));
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

  it('"Save profession" saves the step at once, with the certificate upload, the work entry and the referee (issue 24)', async () => {
    const profile = profileFixture({ wizardStep: 4, dateOfBirth: '1990-05-17' });
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/4/primary': { body: STEP4_PRIMARY },
      'POST /v1/files/temporary-upload': { status: 201, body: UPLOADED },
      'POST /v1/candidate-profile/wizard/4': { body: { ...profile, wizardStep: 5, candidateProfileProfessions: [carpenterShown()] } },
    });
    renderWizard('/wizard/3-professional-expectations');
    await fillExpertCarpenter();
    fireEvent.change(within(work()).getByRole('textbox', { name: /^E-mail of the reference person/ }), { target: { value: 'ola@example.com' } });

    fireEvent.click(within(editor()).getByRole('button', { name: 'Save profession' }));
    expect(await screen.findByText('Profession saved.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    const [sent] = (posts(calls)[0]?.body as { candidateProfileProfessions: Record<string, unknown>[] }).candidateProfileProfessions;
    expect(sent).toMatchObject({
      profession: 1,
      professionClass: 2,
      certificates: [1],
      certificatesAttachments: [{ filename: 'c0ffee.pdf', is_temporary: true, title: 'svennebrev' }],
      worksFor: [
        {
          workedFor: 'Fjord Bygg AS',
          country: 'NO',
          workTime: { year: 3, month: 0 },
          haveReferences: true,
          referenceFirstName: 'Ola',
          referenceLastName: 'Nordmann',
          referenceEmail: 'ola@example.com',
        },
      ],
    });
    // Saved: the editor is closed, the step stays open for another profession, leaving asks nothing.
    expect(screen.queryByRole('group', { name: 'Profession editor' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/wizard/3-professional-expectations');
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard link' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
  });

  it('a profession that fails its check shows the error at the field, focused, and sends nothing', async () => {
    const profile = profileFixture({ wizardStep: 4, dateOfBirth: '1990-05-17' });
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/4/primary': { body: STEP4_PRIMARY },
      'POST /v1/files/temporary-upload': { status: 201, body: UPLOADED },
    });
    renderWizard('/wizard/3-professional-expectations');
    await fillExpertCarpenter();

    // The referee's e-mail is missing: "Save and continue" finishes the open profession first, and stops at it.
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const email = within(work()).getByRole('textbox', { name: /^E-mail of the reference person/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(work()).getByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(posts(calls)).toHaveLength(0);
  });

  it('"Save and continue" with a complete open profession saves it with the rest and goes on', async () => {
    const profile = profileFixture({ wizardStep: 4, dateOfBirth: '1990-05-17' });
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/4/primary': { body: STEP4_PRIMARY },
      'POST /v1/files/temporary-upload': { status: 201, body: UPLOADED },
      'POST /v1/candidate-profile/wizard/4': { body: { ...profile, wizardStep: 5, candidateProfileProfessions: [carpenterShown()] } },
    });
    renderWizard('/wizard/3-professional-expectations');
    await fillExpertCarpenter();
    fireEvent.change(within(work()).getByRole('textbox', { name: /^E-mail of the reference person/ }), { target: { value: 'ola@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard/4-my-availability-info'));
    expect(posts(calls)).toHaveLength(1);
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
    renderWizard('/wizard/3-professional-expectations');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 }));
    const second = screen.getByRole('group', { name: 'Profession 2' });
    expect(await within(second).findByText('Rate every professional skill you have ticked')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Profession 1' })).queryByRole('alert')).toBeNull();
  });
});
