import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_USER, type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { message, messagesPage, summary } from '../conversations-test-data';
import { MessageEmployerButton } from './message-employer-button';

type Answers = Record<string, (call: FetchCall) => Response>;

function renderButton(answers: Answers, canStart = true) {
  const session = signedInHandler(CANDIDATE_USER);
  const calls = mockFetch((call) => answers[`${call.method} ${call.url}`]?.(call) ?? session(call));
  renderWithProviders(<MessageEmployerButton applicationId={301} offerTitle="Welder in Stavanger" employer="Nordbygg Bemanning" canStart={canStart} />);
  return calls;
}

describe("the application's Message the employer", () => {
  afterEach(resetBrowserState);

  it('opens the existing conversation of the application', async () => {
    renderButton({ 'GET /v1/conversations': () => jsonResponse(200, { items: [summary(7, { cardId: 301, side: 'candidate' })], unreadTotal: 0 }) });
    const link = await screen.findByRole('link', { name: 'Message the employer about Welder in Stavanger' });
    expect(link.getAttribute('href')).toBe('/user/conversations/7');
  });

  it('starts the conversation with the application and the first message, then shows it', async () => {
    let started = false;
    const conversation = summary(7, { cardId: 301, side: 'candidate', otherSide: { name: 'Nordbygg Bemanning', deleted: false } });
    const first = message(70, { fromMe: true, text: 'Is the job still open?' });
    const calls = renderButton({
      'GET /v1/conversations': () => jsonResponse(200, { items: started ? [conversation] : [], unreadTotal: 0 }),
      'POST /v1/conversations': () => {
        started = true;
        return jsonResponse(201, { conversation, message: first });
      },
      'GET /v1/conversations/7/messages?limit=30': () => jsonResponse(200, messagesPage(conversation, [first])),
      'POST /v1/conversations/7/read': () => jsonResponse(200, {}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Message the employer about Welder in Stavanger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to Nordbygg Bemanning' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your message' }), { target: { value: 'Is the job still open?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Is the job still open?')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.url === '/v1/conversations')).toHaveLength(1));
    const start = calls.find((call) => call.method === 'POST' && call.url === '/v1/conversations');
    expect(JSON.parse(String(start?.body))).toEqual({ applicationId: 301, text: 'Is the job still open?' });
  });

  it('starts nothing for a withdrawn application', async () => {
    const calls = renderButton({ 'GET /v1/conversations': () => jsonResponse(200, { items: [], unreadTotal: 0 }) }, false);
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/conversations')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Message the employer/ })).toBeNull();
  });
});
