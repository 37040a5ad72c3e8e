import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveTokens } from '@/lib/cookies';
import { type RecordedCall, mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { COUNTRIES } from '@/testing/shop';
import { ClientSettingsPage } from './settings-page';

afterEach(resetTestSession);

const client = {
  id: 9,
  accountType: 'MemberClient',
  firstName: 'Ola',
  lastName: 'Nordmann',
  email: 'ola@fjord.example',
  locale: 'en',
  phone: null,
  userConsents: [],
  enforcePasswordChange: false,
  isEmailConfirmed: true,
  isPhoneConfirmed: false,
};

const profile = {
  name: 'Fjord Steel AS',
  licTradNum: '923456783',
  street: null,
  propertyNumber: null,
  apartmentNumber: null,
  zipCode: null,
  city: null,
  country: null,
  contactEmail: null,
  contactPhone: { number: null },
  status: { id: 2 },
  isEmailConfirmed: true,
};

function signedInApi(extra: Parameters<typeof mockApi>[0] = {}): RecordedCall[] {
  saveTokens('access', 'refresh');
  return mockApi({
    'POST /v1/token/refresh': { body: { token: 'access-2', refresh_token: 'refresh-2' } },
    'GET /v1/user/show': { body: client },
    'GET /v1/client-profile/show': { body: profile },
    'GET /v1/public/dictionary/consents?accountType=MemberClient': { body: [] },
    'GET /v1/public/dictionary/countries': { body: COUNTRIES },
    ...extra,
  });
}

async function billingSection() {
  return within((await screen.findByRole('heading', { name: 'Company data for invoices' })).closest('section') as HTMLElement);
}

describe('client settings page: company data for invoices', () => {
  it('fills the form from the client profile and saves the address', async () => {
    const calls = signedInApi({ 'POST /v1/client-profile/update': (call) => ({ body: { ...profile, ...(call.body as object), message: 'The company data has been saved.' } }) });
    renderRoute(<ClientSettingsPage />, { path: '/client/settings', url: '/client/settings' });
    const section = await billingSection();
    const name = (await section.findByLabelText(/Company name/)) as HTMLInputElement;
    expect(name.value).toBe('Fjord Steel AS');
    fireEvent.change(section.getByLabelText('Street'), { target: { value: 'Bryggen' } });
    fireEvent.change(section.getByLabelText('Building number'), { target: { value: '5' } });
    fireEvent.change(section.getByLabelText('Postal code'), { target: { value: '5003' } });
    fireEvent.change(section.getByLabelText('City'), { target: { value: 'Bergen' } });
    // The country is picked from the dictionary, never typed as a code.
    fireEvent.click(section.getByLabelText(/^Country/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Norway', hidden: true }));
    fireEvent.change(section.getByLabelText('Contact phone'), { target: { value: '+47 400 00 000' } });
    fireEvent.click(section.getByRole('button', { name: 'Save the company data' }));

    expect(await screen.findByText('The company data has been saved.')).toBeTruthy();
    const saved = calls.find((c) => c.path === '/v1/client-profile/update');
    expect(saved?.body).toEqual({
      name: 'Fjord Steel AS',
      licTradNum: '923456783',
      street: 'Bryggen',
      propertyNumber: '5',
      zipCode: '5003',
      city: 'Bergen',
      country: 'NO',
      contactPhone: { number: '+47 400 00 000' },
    });
  });

  it('refuses an empty name before sending, and shows the server’s refusal of the tax id on its field', async () => {
    const calls = signedInApi({
      'POST /v1/client-profile/update': { status: 422, body: { message: 'This tax number is not valid for the country', code: 'invalid_tax_id', formErrors: { licTradNum: ['invalid_tax_id'] } } },
    });
    renderRoute(<ClientSettingsPage />, { path: '/client/settings', url: '/client/settings' });
    const section = await billingSection();
    fireEvent.change(await section.findByLabelText(/Company name/), { target: { value: '' } });
    fireEvent.click(section.getByRole('button', { name: 'Save the company data' }));
    await waitFor(() => expect(section.getAllByText(/./, { selector: '.mantine-InputWrapper-error' }).length).toBe(1));
    expect(calls.some((c) => c.path === '/v1/client-profile/update')).toBe(false);
    fireEvent.change(section.getByLabelText(/Company name/), { target: { value: 'Fjord Steel AS' } });
    fireEvent.change(section.getByLabelText(/Tax ID/), { target: { value: '923456789' } });
    fireEvent.click(section.getByRole('button', { name: 'Save the company data' }));
    expect(await section.findByText('This tax number is not valid for the country', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
  });
});
