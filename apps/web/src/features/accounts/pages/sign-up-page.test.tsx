import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_CONSENTS, PHONE_PREFIXES, mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { SignUpPage } from './sign-up-page';

const dictionaries = {
  'GET /v1/public/dictionary/consents?accountType=MemberCandidate': { body: CANDIDATE_CONSENTS },
  'GET /v1/public/dictionary/consents?accountType=MemberClient': {
    body: [{ id: 11, title: 'I accept the terms for employers', accountType: 'MemberClient', isRequired: true, checked: false }],
  },
  'GET /v1/public/dictionary/form/phone-prefix': { body: PHONE_PREFIXES },
};

function renderSignUp(url = '/sign-up') {
  return renderRoute(<SignUpPage />, { path: '/sign-up', url });
}

function field(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

afterEach(resetTestSession);

describe('sign-up page', () => {
  it('shows the field errors of the shared registration schema', async () => {
    const calls = mockApi(dictionaries);
    renderSignUp();
    await screen.findByText('I accept the terms of service');

    fireEvent.change(field(/^First name/), { target: { value: 'Jan3' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'not-an-e-mail' } });
    fireEvent.change(field(/^Password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a candidate account' }));

    expect(await screen.findByText('Use letters only')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('The password is too short. Add an upper-case letter and a digit.', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    // Last name, phone prefix, phone number and the two required consents.
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(calls.some((call) => call.path.includes('/register'))).toBe(false);
  });

  it('an empty submit shows every field error, focuses the first field and says what is missing (issue 25)', async () => {
    for (const [url, consents, submit, first] of [
      ['/sign-up?tab=1', 'I accept the terms for employers', 'Create an employer account', /^Company name/],
      ['/sign-up', 'I accept the terms of service', 'Create a candidate account', /^First name/],
    ] as const) {
      const calls = mockApi(dictionaries);
      const view = renderSignUp(url);
      await screen.findByText(consents);
      fireEvent.click(screen.getByRole('button', { name: submit }));

      await waitFor(() => expect(document.activeElement).toBe(field(first)));
      // Every empty field shows its error at once, not the consents alone.
      const required = [/^First name/, /^Last name/, /^E-mail/, /^Password/, /^Phone number/, ...(url.includes('tab=1') ? [/^Company name/, /^Tax ID/] : [])];
      for (const label of required) expect(field(label).getAttribute('aria-invalid'), `${url} ${label}`).toBe('true');
      expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(required.length);
      expect(await screen.findByText('Please fill in or correct the marked fields and accept the required consents at the end of the form.')).toBeTruthy();
      expect(screen.queryByText('Please accept the required consents')).toBeNull();
      expect(calls.some((call) => call.path.includes('/register'))).toBe(false);
      view.unmount();
      resetTestSession();
    }
  });

  it('says what the password lacks without repeating the hint under the field (issue 25)', async () => {
    mockApi(dictionaries);
    renderSignUp();
    await screen.findByText('I accept the terms of service');
    const hint = 'At least 8 characters with an upper-case letter, a lower-case letter and a digit';
    fireEvent.change(field(/^Password/), { target: { value: 'longenough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a candidate account' }));
    expect(await screen.findByText('Add an upper-case letter and a digit.', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    // The rule is said once, under the field.
    expect(screen.getAllByText(hint)).toHaveLength(1);
    expect(screen.getByText(hint).closest('.mantine-InputWrapper-description')).not.toBeNull();
  });

  it('keeps the consents toast when the consents are all that is missing', async () => {
    mockApi(dictionaries);
    renderSignUp();
    await screen.findByText('I accept the terms of service');
    fireEvent.change(field(/^First name/), { target: { value: 'Anna' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Nowak' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'anna@example.com' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.change(field(/^Phone number/), { target: { value: '41234567' } });
    fireEvent.click(field(/^Phone prefix/));
    fireEvent.click(await screen.findByRole('option', { name: 'Norway (+47)', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Create a candidate account' }));
    expect(await screen.findByText('Please accept the required consents')).toBeTruthy();
    expect(screen.queryByText(/marked fields/)).toBeNull();
  });

  it('shows the formErrors of a 422 answer on the fields, with the server message and the consents toast', async () => {
    const calls = mockApi({
      ...dictionaries,
      'POST /v1/public/candidate/register': {
        status: 422,
        body: {
          message: 'The form contains errors.',
          code: 'validation_error',
          formErrors: { email: ['email_taken'], phone: ['invalid_phone'], candidateProfileConsents: ['required_consents_validation_err'] },
        },
      },
    });
    renderSignUp();
    await screen.findByText('I accept the terms of service');

    fireEvent.change(field(/^First name/), { target: { value: 'Anna' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Nowak' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'anna@example.com' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.change(field(/^Phone number/), { target: { value: '41234567' } });
    fireEvent.click(field(/^Phone prefix/));
    fireEvent.click(await screen.findByRole('option', { name: 'Norway (+47)', hidden: true }));
    fireEvent.click(screen.getByLabelText('Accept all'));
    fireEvent.click(screen.getByRole('button', { name: 'Create a candidate account' }));

    expect(await screen.findByText('An account with this e-mail already exists')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(screen.getByText('The form contains errors.')).toBeTruthy();
    expect(screen.getAllByText('Please accept the required consents').length).toBeGreaterThan(0);

    const register = calls.find((call) => call.path === '/v1/public/candidate/register');
    expect(register?.body).toMatchObject({
      firstName: 'Anna',
      email: 'anna@example.com',
      phone: { country: 'NO', number: '41234567' },
      candidateProfileConsents: [
        { consent: 1, isAcceptance: true },
        { consent: 2, isAcceptance: true },
        { consent: 3, isAcceptance: true },
      ],
    });
  });

  it('checks and unchecks every consent with the check-all control', async () => {
    mockApi(dictionaries);
    renderSignUp();
    await screen.findByText('I accept the terms of service');
    const group = screen.getByRole('group', { name: 'Consents' });
    const consents = () => within(group).getAllByRole('checkbox').slice(1) as HTMLInputElement[];
    const checkAll = within(group).getByLabelText('Accept all') as HTMLInputElement;

    fireEvent.click(consents()[0] as HTMLInputElement);
    expect(consents().map((box) => box.checked)).toEqual([true, false, false]);
    expect(checkAll.checked).toBe(false);

    fireEvent.click(checkAll);
    expect(consents().map((box) => box.checked)).toEqual([true, true, true]);
    expect(checkAll.checked).toBe(true);

    fireEvent.click(checkAll);
    expect(consents().map((box) => box.checked)).toEqual([false, false, false]);
  });

  it('opens the employer tab from ?tab=1 with the employer consents and fields', async () => {
    mockApi(dictionaries);
    renderSignUp('/sign-up?tab=1');
    expect(screen.getByRole('tab', { name: 'I am an employer' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('I accept the terms for employers')).toBeTruthy();
    expect(field(/^Company name/)).toBeTruthy();
    expect(field(/^Tax ID/)).toBeTruthy();
  });

  it('switches to the tab of a changed query after 500 ms', async () => {
    mockApi(dictionaries);
    renderRoute(
      <>
        <Link to="/sign-up?tab=1">employer link</Link>
        <SignUpPage />
      </>,
      { path: '/sign-up', url: '/sign-up' },
    );
    const employerTab = screen.getByRole('tab', { name: 'I am an employer' });
    expect(employerTab.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'employer link' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(employerTab.getAttribute('aria-selected')).toBe('false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(employerTab.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps what was typed when the visitor switches tab and back', async () => {
    mockApi(dictionaries);
    renderSignUp();
    await screen.findByText('I accept the terms of service');
    fireEvent.change(field(/^First name/), { target: { value: 'Ola' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'ola@example.no' } });
    fireEvent.click(screen.getByRole('tab', { name: 'I am an employer' }));
    await screen.findByText('I accept the terms for employers');
    expect(field(/^First name/).value).toBe('Ola');
    expect(field(/^E-mail/).value).toBe('ola@example.no');
    fireEvent.change(field(/^Company name/), { target: { value: 'Fjord Bygg AS' } });
    fireEvent.click(screen.getByRole('tab', { name: 'I am looking for a job' }));
    await screen.findByText('I accept the terms of service');
    expect(field(/^E-mail/).value).toBe('ola@example.no');
    fireEvent.click(screen.getByRole('tab', { name: 'I am an employer' }));
    await screen.findByText('I accept the terms for employers');
    expect(field(/^Company name/).value).toBe('Fjord Bygg AS');
  });

  it('keeps what was typed through a reload, never the password (issue 24)', async () => {
    mockApi(dictionaries);
    const first = renderSignUp();
    await screen.findByText('I accept the terms of service');
    fireEvent.change(field(/^First name/), { target: { value: 'Mykola' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'mykola@example.com' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.change(field(/^Phone number/), { target: { value: '501 234 567' } });
    expect(window.sessionStorage.getItem('sign-up-draft')).not.toContain('Secret123');
    first.unmount();

    renderSignUp();
    await screen.findByText('I accept the terms of service');
    expect(field(/^First name/).value).toBe('Mykola');
    expect(field(/^E-mail/).value).toBe('mykola@example.com');
    expect(field(/^Phone number/).value).toBe('501 234 567');
    expect(field(/^Password/).value).toBe('');
  });

  it('links the terms and privacy consents to their documents in a new tab, so the form stays (issue 24)', async () => {
    mockApi(dictionaries);
    renderSignUp();
    await screen.findByText('I accept the terms of service');
    const terms = screen.getByRole('link', { name: 'Read the terms of service (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('/documents/terms-candidate');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Read the privacy policy (opens in a new tab)' }).getAttribute('href')).toBe('/documents/privacy-candidate');
    // The marketing consent accepts no document.
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(2);
  });

  it('registers an employer and goes to the employer sign-in', async () => {
    const calls = mockApi({ ...dictionaries, 'POST /v1/public/client/register': { status: 201, body: { message: 'ok' } } });
    renderSignUp('/sign-up?tab=1');
    await screen.findByText('I accept the terms for employers');

    fireEvent.change(field(/^Company name/), { target: { value: 'Fjord Bygg AS' } });
    fireEvent.change(field(/^Tax ID/), { target: { value: '912345661' } });
    fireEvent.change(field(/^First name/), { target: { value: 'Ola' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Nordmann' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'ola@example.no' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.change(field(/^Phone number/), { target: { value: '41234567' } });
    fireEvent.click(field(/^Phone prefix/));
    fireEvent.click(await screen.findByRole('option', { name: 'Norway (+47)', hidden: true }));
    fireEvent.click(screen.getByLabelText(/I accept the terms for employers/));
    fireEvent.click(screen.getByRole('button', { name: 'Create an employer account' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in?tab=1'));
    expect(calls.find((call) => call.path === '/v1/public/client/register')?.body).toMatchObject({
      name: 'Fjord Bygg AS',
      licTradNum: '912345661',
      clientProfileConsents: [{ consent: 11, isAcceptance: true }],
    });
  });
});
