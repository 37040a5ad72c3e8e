import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';
import { PRIMARY_3 } from '@/testing/wizard-primary';
import { languageRowErrors } from './step-3-rules';

afterEach(resetTestSession);

// The native language also in the dictionary, to show the page leaves it out itself.
const primary = { ...PRIMARY_3, languages: { ...PRIMARY_3.languages, remaining: [...PRIMARY_3.languages.remaining, { languageCode: 'pl', language: 'Polish' }] } };

const profile = profileFixture({
  wizardStep: 3,
  nativeLanguage: { languageCode: 'pl', language: 'Polish' },
  candidateProfileLanguages: [{ languageCode: 'en', language: 'English', languageProficiency: { id: 2, title: 'Intermediate (B1)' } }],
});

async function openLanguageSelect(row: number) {
  const group = await screen.findByRole('group', { name: `Language ${row}` }, { timeout: 10_000 });
  const input = within(group).getByRole('combobox', { name: 'Language' });
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  return document.getElementById(input.getAttribute('aria-controls') as string) as HTMLElement;
}

describe('step 3 language rules', () => {
  it('flags repeats and the native language', () => {
    const rows = [
      { key: 'a', languageCode: 'en', languageProficiency: '1' },
      { key: 'b', languageCode: 'pl', languageProficiency: '1' },
      { key: 'c', languageCode: 'en', languageProficiency: '2' },
      { key: 'd', languageCode: '', languageProficiency: '' },
    ];
    expect(languageRowErrors(rows, 'pl')).toEqual({
      'candidateProfileLanguages.1.languageCode': 'language_is_native',
      'candidateProfileLanguages.2.languageCode': 'language_duplicated',
    });
  });
});

describe('step 3 page', { timeout: 20_000 }, () => {
  it('leaves the native language out and disables a language another row has', async () => {
    candidateApi(profile, { 'GET /v1/candidate-profile/wizard/3/primary': { body: primary } });
    renderWizard('/wizard/2-languages');
    await screen.findByRole('group', { name: 'Language 1' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));

    const listbox = await openLanguageSelect(2);
    expect(within(listbox).queryByRole('option', { name: 'Polish', hidden: true })).toBeNull();
    const english = within(listbox).getByRole('option', { name: 'English', hidden: true });
    expect(english.hasAttribute('data-combobox-disabled')).toBe(true);
    expect(within(listbox).getByRole('option', { name: 'German', hidden: true }).hasAttribute('data-combobox-disabled')).toBe(false);
  });

  it('saves the languages and goes next to the employment details', async () => {
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/3/primary': { body: primary },
      'POST /v1/candidate-profile/wizard/3': { body: { ...profile, wizardStep: 4 } },
    });
    renderWizard('/wizard/2-languages');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wizard/3-professional-expectations'));
    expect(calls.find((c) => c.path === '/v1/candidate-profile/wizard/3')?.body).toEqual({
      candidateProfileLanguages: [{ languageCode: 'en', languageProficiency: 2 }],
    });
  });

  it('does not send a row without a level', async () => {
    const calls = candidateApi(profile, { 'GET /v1/candidate-profile/wizard/3/primary': { body: primary } });
    renderWizard('/wizard/2-languages');
    await screen.findByRole('group', { name: 'Language 1' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add a language' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(2);
    expect(await screen.findByText('The form contains errors.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/3')).toBe(false);
  });
});
