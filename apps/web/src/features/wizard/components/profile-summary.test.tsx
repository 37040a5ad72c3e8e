import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { profileFixture } from '@/testing/wizard';
import { carpenterShown } from '@/testing/wizard-step-4';
import { rogalandShown, swedenShown } from '@/testing/wizard-step-6';
import { ProfileSummary } from './profile-summary';

/* The summary of step 8 writes dates and lengths of work the way every other page does. */

function profile() {
  const carpenter = carpenterShown();
  const [work] = carpenter.worksFor;
  const worksFor = [
    { ...work!, workedFor: 'Fjordbygg AS', workTime: { year: 1, month: 0 } },
    { ...work!, workedFor: 'Bergen Bygg AS', workTime: { year: 3, month: 1 } },
  ];
  return profileFixture({ dateOfBirth: '1990-05-15', candidateProfileProfessions: [{ ...carpenter, worksFor }] });
}

describe('profile summary', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    resetBrowserState();
  });

  it('writes lengths of work with the plural forms of English and the date of birth as every page does', () => {
    renderWithProviders(<ProfileSummary profile={profile()} />);
    expect(screen.getByText('1 year')).toBeTruthy();
    expect(screen.getByText('3 years 1 month')).toBeTruthy();
    expect(screen.getByText('15/05/1990')).toBeTruthy();
    expect(screen.queryByText(/yrs|mths/)).toBeNull();
  });

  it('uses the Polish plural forms and date format in Polish', async () => {
    await act(() => i18n.changeLanguage('pl'));
    renderWithProviders(<ProfileSummary profile={profile()} />);
    expect(screen.getByText('1 rok')).toBeTruthy();
    expect(screen.getByText('3 lata 1 miesiąc')).toBeTruthy();
    expect(screen.getByText('15.05.1990')).toBeTruthy();
  });

  it('gives the wage with its unit, and says "not given" for a wage never chosen (issue 24)', async () => {
    await act(() => i18n.changeLanguage('pl'));
    const notGiven = { ...swedenShown(), salaryGrossValue: null, candidateProfileWorkLocationSalaries: [] };
    renderWithProviders(<ProfileSummary profile={profileFixture({ candidateProfileWorkLocations: [rogalandShown(), notGiven] })} />);
    expect(screen.getByText(/^260\sNOK \/ godz\./)).toBeTruthy();
    const sweden = within(screen.getByRole('article', { name: 'Sweden' }));
    expect(within(sweden.getByText('Oczekiwane wynagrodzenie').parentElement as HTMLElement).getByText('Nie podano')).toBeTruthy();
  });
});
