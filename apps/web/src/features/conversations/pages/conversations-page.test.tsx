import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_USER, type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { CLIENT_USER, message, summary } from '../conversations-test-data';
import { ConversationsPage } from './conversations-page';

type Answers = Record<string, (call: FetchCall) => Response>;

describe('conversations page', () => {
  afterEach(resetBrowserState);
  const renderPage = (answers: Answers, user: Record<string, unknown> = CLIENT_USER) => {
    const session = signedInHandler(user);
    const calls = mockFetch((call) => answers[`${call.method} ${call.url}`]?.(call) ?? session(call));
    renderRoutes([{ path: '/user/conversations', Component: ConversationsPage }], '/user/conversations');
    return calls;
  };

  it('lists each conversation with the other side, the offer, the latest message and its unread count', async () => {
    renderPage({
      'GET /v1/conversations': () =>
        jsonResponse(200, {
          items: [
            summary(1, { unreadCount: 2, latestMessage: message(12, { text: 'Can you start on the 15th?\nWe need a welder.' }) }),
            summary(2, { otherSide: { name: 'Jan Nowak', deleted: false }, latestMessage: message(20, { text: 'Thank you', fromMe: true, side: 'employer' }) }),
          ],
          unreadTotal: 2,
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const [first, second] = (await screen.findAllByTestId('conversation')) as HTMLElement[];
    const card = within(first as HTMLElement);
    expect(card.getByRole('link', { name: 'Olena Kovalenko' }).getAttribute('href')).toBe('/user/conversations/1');
    expect(card.getByText('Welder in Stavanger')).toBeTruthy();
    // The excerpt is one line of the message.
    expect(card.getByText(/Can you start on the 15th\? We need a welder\./)).toBeTruthy();
    expect(card.getByText('2 unread messages')).toBeTruthy();
    expect(card.getByTestId('conversation-unread').textContent).toBe('2');

    const other = within(second as HTMLElement);
    expect(other.getByRole('link', { name: 'Jan Nowak' }).getAttribute('href')).toBe('/user/conversations/2');
    expect(other.getByText(/You: Thank you/)).toBeTruthy();
    expect(other.queryByTestId('conversation-unread')).toBeNull();
    expect(other.queryByText(/unread/)).toBeNull();
  });

  it('says where conversations start when there are none, for each side', async () => {
    renderPage({ 'GET /v1/conversations': () => jsonResponse(200, { items: [], unreadTotal: 0 }) }, CANDIDATE_USER);
    expect(await screen.findByText(/No messages yet\. An employer can write to you once you apply/)).toBeTruthy();
    expect(screen.queryByTestId('conversation')).toBeNull();
  });

  it('offers to try again when the list fails to load', async () => {
    let failed = 0;
    renderPage({
      'GET /v1/conversations': () => (++failed === 1 ? jsonResponse(500, { message: 'Unexpected error', code: 'unexpected_error', formErrors: {} }) : jsonResponse(200, { items: [summary(3)], unreadTotal: 0 })),
    });
    expect(await screen.findByText('The conversations could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Olena Kovalenko' })).toBeTruthy();
  });
});
