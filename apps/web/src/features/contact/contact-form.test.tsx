import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { ContactForm } from './contact-form';
import { contactMessageBody, emptyContactForm } from './contact-form-rules';

const PREFIXES = {
  preferred: [
    { id: 'PL', countryCode: 'PL', prefix: '+48', country: 'Poland', title: 'Poland (+48)' },
    { id: 'NO', countryCode: 'NO', prefix: '+47', country: 'Norway', title: 'Norway (+47)' },
  ],
  remaining: [{ id: 'DE', countryCode: 'DE', prefix: '+49', country: 'Germany', title: 'Germany (+49)' }],
};
const CONTACT_TIMES = [
  { id: 1, title: 'Morning (8–12)' },
  { id: 2, title: 'Afternoon (12–16)' },
];

function api(phoneAnswer: (call: FetchCall) => Response, sendAnswer: () => Response = () => jsonResponse(202, { message: 'sent' })) {
  return mockFetch((call) => {
    if (call.url === '/v1/public/dictionary/form/phone-prefix') return jsonResponse(200, PREFIXES);
    if (call.url === '/v1/public/dictionary/preferred_contact_times') return jsonResponse(200, CONTACT_TIMES);
    if (call.url === '/v1/public/validation/phone') return phoneAnswer(call);
    if (call.url === '/public/send-contact-message') return sendAnswer();
    return undefined;
  });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function fillValidForm() {
  fireEvent.change(field('First name'), { target: { value: 'Olena' } });
  fireEvent.change(field('Last name'), { target: { value: 'Kovalenko-Nowak' } });
  fireEvent.change(field('E-mail'), { target: { value: 'olena@example.com' } });
  fireEvent.click(screen.getAllByLabelText(/^Country code/).find((element) => element.tagName === 'INPUT') as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: 'Norway (+47)' }));
  fireEvent.change(field('Phone number'), { target: { value: '412 34 567' } });
  fireEvent.change(field('Subject'), { target: { value: 'Welding jobs' } });
  fireEvent.change(field('Message'), { target: { value: 'Do you have offers for TIG welders?' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send the message' }));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.url);

describe('contact form', () => {
  afterEach(resetBrowserState);

  it('shows the field errors of the shared schema and sends nothing', async () => {
    const calls = api(() => jsonResponse(200, {}));
    renderWithProviders(<ContactForm />);
    fireEvent.change(field('Last name'), { target: { value: 'Kowalski Nowak' } });
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-email' } });

    submit();

    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('Spaces are not allowed')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('stops at an invalid phone: the number shows the error and the message is not sent', async () => {
    const calls = api(() => jsonResponse(422, { message: 'Invalid phone number', code: 'invalid_phone', formErrors: { number: ['invalid_phone'] } }));
    renderWithProviders(<ContactForm />);
    await fillValidForm();

    submit();

    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    const check = calls.find((call) => call.url === '/v1/public/validation/phone');
    expect(JSON.parse(String(check?.body))).toEqual({ country: 'NO', number: '412 34 567' });
    expect(posts(calls)).toEqual(['/v1/public/validation/phone']);
  });

  it('sends a valid message form-encoded and clears the form', async () => {
    const calls = api(() => jsonResponse(200, { code: 200, valid: true }));
    renderWithProviders(<ContactForm />);
    await fillValidForm();
    fireEvent.click(field('Send me a confirmation'));

    submit();

    await waitFor(() => expect(posts(calls)).toEqual(['/v1/public/validation/phone', '/public/send-contact-message']));
    const sent = calls.find((call) => call.url === '/public/send-contact-message')?.body as URLSearchParams;
    expect(sent.get('phone[country]')).toBe('NO');
    expect(sent.get('phone[number]')).toBe('412 34 567');
    expect(sent.get('sendConfirmation')).toBe('1');
    expect(await screen.findByText('Thank you! We will get back to you as soon as possible.')).toBeTruthy();
    await waitFor(() => expect(field('First name').value).toBe(''));
  });

  it('puts the server field errors on the fields when sending fails', async () => {
    api(
      () => jsonResponse(200, { code: 200, valid: true }),
      () => jsonResponse(422, { message: 'Incorrect data', code: 'validation_error', formErrors: { messageSubject: ['too_long'] } }),
    );
    renderWithProviders(<ContactForm />);
    await fillValidForm();

    submit();

    expect(await screen.findByText('The text is too long')).toBeTruthy();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(field('First name').value).toBe('Olena');
  });
});

describe('contact message body', () => {
  it('uses the bracket names of the spec', () => {
    const body = contactMessageBody({
      ...emptyContactForm('pl'),
      firstName: ' Jan ',
      lastName: 'Kowalski',
      email: 'jan@example.com',
      phone: { country: 'PL', number: '600100200' },
      messageSubject: 'Temat',
      messageBody: 'Treść',
      preferredContactTimes: ['2', '3'],
    });
    expect([...body.entries()]).toEqual([
      ['firstName', 'Jan'],
      ['lastName', 'Kowalski'],
      ['email', 'jan@example.com'],
      ['phone[country]', 'PL'],
      ['phone[number]', '600100200'],
      ['messageSubject', 'Temat'],
      ['messageBody', 'Treść'],
      ['sendConfirmation', '0'],
      ['preferredContactTimes[0]', '2'],
      ['preferredContactTimes[1]', '3'],
    ]);
  });
});
