import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_USER, type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { CLIENT_USER, message, messagesPage, summary } from '../conversations-test-data';
import { ConversationPage } from './conversation-page';

type Answers = Record<string, (call: FetchCall) => Response>;

const candidateSide = (blocked: boolean) =>
  summary(5, { side: 'candidate', blocked, otherSide: { name: 'Nordbygg Bemanning', deleted: false }, latestMessage: message(50, { side: 'employer' }) });

function renderPage(answers: Answers, user: Record<string, unknown>) {
  const session = signedInHandler(user);
  const calls = mockFetch((call) => answers[`${call.method} ${call.url}`]?.(call) ?? session(call));
  renderRoutes([{ path: '/user/conversations/:id', Component: ConversationPage }], '/user/conversations/5');
  return calls;
}

describe('a conversation page', () => {
  afterEach(resetBrowserState);

  it("lets the candidate block the employer after confirming, once however often Block is clicked, and then unblock", async () => {
    let blocked = false;
    const calls = renderPage(
      {
        'GET /v1/conversations/5/messages?limit=30': () => jsonResponse(200, messagesPage(candidateSide(blocked), [message(50, { side: 'employer', senderName: 'Nordbygg Bemanning' })])),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
        'POST /v1/conversations/5/block': () => {
          blocked = true;
          return jsonResponse(200, { message: 'You will no longer receive messages from this employer.', blocked: true });
        },
        'POST /v1/conversations/5/unblock': () => {
          blocked = false;
          return jsonResponse(200, { message: 'This employer can write to you again.', blocked: false });
        },
      },
      CANDIDATE_USER,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordbygg Bemanning' })).toBeTruthy();
    expect(screen.getByText('Welder in Stavanger')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All conversations' }).getAttribute('href')).toBe('/user/conversations');

    fireEvent.click(screen.getByRole('button', { name: 'Block this employer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this employer?' });
    expect(dialog.textContent).toContain('Nordbygg Bemanning will no longer be able to write to you');
    const confirm = within(dialog).getByRole('button', { name: 'Block' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('You will no longer receive messages from this employer.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/v1/conversations/5/block')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.getByText(/You have blocked this employer's messages/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    const undo = await screen.findByRole('dialog', { name: 'Unblock this employer?' });
    fireEvent.click(within(undo).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('This employer can write to you again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Block this employer' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/v1/conversations/5/unblock')).toHaveLength(1);
  });

  it('offers the employer no blocking', async () => {
    renderPage(
      {
        'GET /v1/conversations/5/messages?limit=30': () => jsonResponse(200, messagesPage(summary(5), [message(50)])),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
      },
      CLIENT_USER,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block this employer' })).toBeNull();
  });

  it("shows the API's answer for a conversation that is not the caller's", async () => {
    renderPage({ 'GET /v1/conversations/5/messages?limit=30': () => jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} }) }, CLIENT_USER);
    expect(await screen.findByText('The messages could not be loaded.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Not found')).toBeTruthy());
  });
});
