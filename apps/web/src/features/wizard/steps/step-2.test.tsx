import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateApi, profileFixture, renderWizard, resetTestSession } from '@/testing/wizard';
import { PRIMARY_2 } from '@/testing/wizard-primary';

afterEach(resetTestSession);

// Every field valid, so a stray submit of the step's form would really be sent.
const profile = profileFixture({
  wizardStep: 2,
  sex: { id: 2, title: 'Female' },
  dateOfBirth: '1990-05-17',
  countryOfNationality: { countryCode: 'PL', country: 'Poland' },
  countryOfResidence: { countryCode: 'NO', country: 'Norway' },
  nativeLanguage: { languageCode: 'pl', language: 'Polish' },
  phones: [{ phone: { country: 'PL', country_code: '48', number: '501234567' }, isPhoneConfirmed: false }],
});

function typeCode(dialog: HTMLElement, code: string) {
  const inputs = within(dialog).getAllByLabelText(/^Digit \d$/);
  // PinInput spreads a pasted value over its boxes.
  fireEvent.paste(inputs[0] as HTMLElement, { clipboardData: { getData: () => code } });
}

describe('step 2 phone verification', { timeout: 20_000 }, () => {
  it('sends the code, verifies it and shows the phone as verified', async () => {
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/2/primary': { body: PRIMARY_2 },
      'POST /v1/communication/phone-number/token/generate': { body: { message: 'We have sent you a text message with the code.', expiresIn: 600, resendIn: 60 } },
      'POST /v1/communication/phone-number/token/verify': { body: { message: 'Your phone number is verified.' } },
    });
    renderWizard('/wizard/1-personal-informations');

    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone verification' });
    await within(dialog).findByText('We have sent you a text message with the code.');
    expect(within(dialog).getByText('+48 501234567')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/token/generate'))?.body).toEqual({ phone_number: { country: 'PL', number: '501234567' } });

    typeCode(dialog, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your phone number is verified.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/token/verify'))?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Phone verification' })).toBeNull());
    expect(screen.getByText('Verified')).toBeTruthy();
    // The dialog's form sits inside the step's form in React's tree: the step itself is not saved.
    expect(calls.some((c) => c.path === '/v1/candidate-profile/wizard/2')).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/wizard/1-personal-informations');
  });

  it('shows the server code message in the field and toasts a refused resend', async () => {
    candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/2/primary': { body: PRIMARY_2 },
      'POST /v1/communication/phone-number/token/generate': (() => {
        let sent = 0;
        return () =>
          sent++ === 0
            ? // No wait announced: the button is active at once and the server's refusal shows.
              { body: { message: 'We have sent you a text message with the code.', expiresIn: 600, resendIn: 0 } }
            : { status: 429, body: { message: 'A new code can be sent in a minute. Please wait a moment.', code: 'resend_sms_error', formErrors: { phone_number: ['resend_sms_error'] } } };
      })(),
      'POST /v1/communication/phone-number/token/verify': {
        status: 422,
        body: { message: 'The code is incorrect.', code: 'invalid_code', formErrors: { code: ['invalid_code'] } },
      },
    });
    renderWizard('/wizard/1-personal-informations');

    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone verification' });
    await within(dialog).findByText('We have sent you a text message with the code.');
    typeCode(dialog, '000000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The code is incorrect');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('A new code can be sent in a minute. Please wait a moment.')).toBeTruthy();
    // The phone is still not verified.
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('counts down the wait before the code may be sent again, then enables the button', async () => {
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/2/primary': { body: PRIMARY_2 },
      'POST /v1/communication/phone-number/token/generate': { body: { message: 'Sent.', expiresIn: 600, resendIn: 2 } },
    });
    renderWizard('/wizard/1-personal-informations');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone verification' });
    await within(dialog).findByText('Sent.');
    const resend = within(dialog).getByRole('button', { name: 'Send the code again' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(within(dialog).getByRole('timer').textContent).toMatch(/^You can ask for a new code in 0:0[12]$/);
    await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 4000 });
    expect(within(dialog).queryByRole('timer')).toBeNull();
    fireEvent.click(resend);
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/token/generate'))).toHaveLength(2));
    // The new send starts a new wait.
    await waitFor(() => expect(resend.disabled).toBe(true));
  });

  it('asks for the code before verifying', async () => {
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/2/primary': { body: PRIMARY_2 },
      'POST /v1/communication/phone-number/token/generate': { body: { message: 'Sent.', expiresIn: 600, resendIn: 60 } },
    });
    renderWizard('/wizard/1-personal-informations');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone verification' });
    await within(dialog).findByText('Sent.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.path.endsWith('/token/verify'))).toBe(false);
  });
});

describe('step 2 date of birth (issue 24)', { timeout: 20_000 }, () => {
  it('opens its calendar about 30 years back, not on the youngest allowed decade', async () => {
    candidateApi(profileFixture({ wizardStep: 2 }), { 'GET /v1/candidate-profile/wizard/2/primary': { body: PRIMARY_2 } });
    renderWizard('/wizard/1-personal-informations');
    fireEvent.click(await screen.findByRole('textbox', { name: /^Date of birth/ }, { timeout: 10_000 }));
    const start = new Date().getFullYear() - 30;
    const decade = start - (start % 10);
    expect(await screen.findByText(`${decade} – ${decade + 9}`)).toBeTruthy();
  });

  it("takes a typed date in the language's format, and refuses one too recent with its reason", async () => {
    const calls = candidateApi(profile, {
      'GET /v1/candidate-profile/wizard/2/primary': { body: PRIMARY_2 },
      'POST /v1/candidate-profile/wizard/2': { body: { ...profile, wizardStep: 3 } },
    });
    renderWizard('/wizard/1-personal-informations');
    const birth = (await screen.findByRole('textbox', { name: /^Date of birth/ }, { timeout: 10_000 })) as HTMLInputElement;
    expect(birth.value).toBe('17/05/1990');
    const tooYoung = new Date().getFullYear() - 10;
    fireEvent.change(birth, { target: { value: `03/02/${tooYoung}` } });
    fireEvent.blur(birth);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('You must be at least 16 years old')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/2')).toBe(false);

    fireEvent.change(birth, { target: { value: '3.2.1988' } });
    fireEvent.blur(birth);
    await waitFor(() => expect(birth.value).toBe('03/02/1988'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/candidate-profile/wizard/2')?.body).toMatchObject({ dateOfBirth: '1988-02-03' }));
  });
});
