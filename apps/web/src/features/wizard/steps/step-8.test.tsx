import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';

afterEach(resetTestSession);

const file = (name: string) => ({
  filename: `${name}.pdf`,
  originalName: `${name}.pdf`,
  title: name,
  mimeType: 'application/pdf',
  size: 1000,
  url: `/v1/files/${name}.pdf?signature=x`,
  thumbnailUrl: null,
  is_temporary: false,
  is_uploaded: true,
});

const complete = profileFixture({
  wizardStep: 8,
  sex: { id: 2, title: 'Female' },
  dateOfBirth: '1990-05-17',
  countryOfNationality: { countryCode: 'PL', country: 'Poland' },
  countryOfResidence: { countryCode: 'NO', country: 'Norway' },
  nativeLanguage: { languageCode: 'pl', language: 'Polish' },
  phones: [{ phone: { country: 'PL', country_code: '48', number: '501234567' }, isPhoneConfirmed: true }],
  preferredContactTimes: [{ id: 1, title: 'Morning' }],
  candidateProfileLanguages: [{ languageCode: 'en', language: 'English', languageProficiency: { id: 2, title: 'Intermediate (B1)' } }],
  candidateProfileProfessions: [
    {
      id: 1,
      industry: { id: 1, title: 'Construction' },
      profession: { id: 10, title: 'Carpenter' },
      professionClass: { id: 2, title: 'Expert' },
      certificates: [{ id: 1, title: 'Journeyman diploma' }],
      certificatesAttachments: [file('diploma')],
      experiences: [],
      skillsAdditionals: [],
      productionStages: [],
      productionMaterials: [{ productionMaterial: { id: 3, title: 'Oak' }, rating: 4.5 }],
      productionMethods: [],
      productionUses: [],
      skillsProfessionals: [{ skillsProfessional: { id: 4, title: 'Formwork' }, rating: 3 }],
      skillsTechnicals: [{ id: 1, title: 'Technical drawing' }],
      worksFor: [
        {
          workedFor: 'Fjord Bygg AS',
          country: { countryCode: 'NO', country: 'Norway' },
          workTime: { year: 3, month: 6 },
          haveReferences: true,
          referenceNote: null,
          referenceFirstName: 'Ola',
          referenceLastName: 'Nordmann',
          referenceEmail: 'ola@example.com',
          referencePhone: null,
          attachments: [],
        },
      ],
    },
  ],
  isAvailable: true,
  availableFrom: '2026-12-01',
  candidateProfileWorkLocations: [
    {
      id: 1,
      workLocationState: { id: 1, country: 'Norway', countryCode: 'NO' },
      allState: true,
      workLocationRegions: [],
      workLocationCities: [],
      requiredDocuments: [{ requiredDocument: { id: 1, title: 'Tax card' } }],
      requiredDocumentsAttachments: [],
      rating: 4,
      salaryGrossValue: { amount: 260, currency: 'NOK' },
      candidateProfileWorkLocationSalaries: [{ salaryType: { id: 1, title: 'Gross' }, salaryGrossValue: { amount: 260, currency: 'NOK' } }],
    },
  ],
  contractTypes: [{ id: 1, title: 'Employment contract' }],
  isConstantWork: true,
  workSystems: [{ id: 2, title: '2 weeks on, 2 weeks off' }],
});

describe('step 8 summary', { timeout: 20_000 }, () => {
  it('shows every section read-only and submits at step 8, then goes to the dashboard', async () => {
    const calls = candidateApi(complete, {
      'GET /v1/candidate-profile/wizard/8/primary': { body: { step: 8, wizardStep: 8, canSubmit: true } },
      'POST /v1/candidate-profile/wizard/8': { body: { ...complete, wizardStep: 0 } },
    });
    renderWizard('/wizard/7-candidate-profile-summary');

    const submit = await screen.findByRole('button', { name: 'Submit my profile' }, { timeout: 10_000 });
    expect(screen.getByText('Łucja Żółkiewska')).toBeTruthy();
    expect(screen.getByText('17/05/1990')).toBeTruthy();
    expect(screen.getByText('English: Intermediate (B1)')).toBeTruthy();
    expect(screen.getByText('Available from 01/12/2026')).toBeTruthy();
    const professions = screen.getByRole('region', { name: 'Professions' });
    expect(within(professions).getByRole('article', { name: 'Carpenter' })).toBeTruthy();
    expect(within(professions).getByRole('link', { name: 'diploma' }).getAttribute('href')).toBe('/v1/files/diploma.pdf?signature=x');
    expect(within(screen.getByRole('region', { name: 'Work history' })).getByText('Fjord Bygg AS')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'References' })).getByText('Ola Nordmann')).toBeTruthy();
    const places = screen.getByRole('region', { name: 'Preferred work locations' });
    expect(within(places).getByText('The whole country')).toBeTruthy();
    expect(within(places).getByText('Tax card')).toBeTruthy();
    // The wage with its unit (issue 24).
    expect(within(places).getByText('NOK 260 / hour (Gross)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Work systems' })).getByText('2 weeks on, 2 weeks off')).toBeTruthy();

    // A double tap: the button is disabled from the first, one submit goes (issue 24).
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/8')).toHaveLength(1);
  });

  it('has no submit once the wizard is complete', async () => {
    candidateApi({ ...complete, wizardStep: 0 }, { 'GET /v1/candidate-profile/wizard/8/primary': { body: { step: 8, wizardStep: 0, canSubmit: false } } });
    renderWizard('/wizard/7-candidate-profile-summary');
    expect(await screen.findByText('Your profile has been submitted. You can still change any step.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit my profile' })).toBeNull();
  });
});
