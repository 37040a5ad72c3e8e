import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_USER, jsonResponse, mockFetch, renderWithProviders, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { CLIENT_USER, message, messagesPage, summary } from '../conversations-test-data';
import { ConversationThread } from './conversation-thread';
import { UnreadBadge } from './unread-badge';

function renderBadge(unreadTotal: number, user: Record<string, unknown>) {
  const session = signedInHandler(user);
  const calls = mockFetch((call) => (call.url === '/v1/conversations/unread' ? jsonResponse(200, { unreadTotal }) : session(call)));
  renderWithProviders(<UnreadBadge />);
  return calls;
}

describe('the header messages link', () => {
  afterEach(resetBrowserState);

  it('shows the unread count and names it for screen readers', async () => {
    renderBadge(2, CANDIDATE_USER);
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link.getAttribute('href')).toBe('/user/conversations');
    expect(screen.getByTestId('unread-count').textContent).toBe('2');
  });

  it('is there for employers too, plainly "Messages" with nothing unread', async () => {
    renderBadge(0, CLIENT_USER);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy());
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });

  it('is neither shown nor asked for when signed out', async () => {
    const calls = mockFetch(() => undefined);
    renderWithProviders(<UnreadBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls.filter((call) => call.url === '/v1/conversations/unread')).toHaveLength(0);
  });

  it('counts again once an opened conversation is read', async () => {
    let read = false;
    let askedAfterRead = false;
    const session = signedInHandler(CANDIDATE_USER);
    mockFetch((call) => {
      if (call.url === '/v1/conversations/unread') {
        askedAfterRead ||= read;
        return jsonResponse(200, { unreadTotal: read ? 0 : 1 });
      }
      if (call.url.startsWith('/v1/conversations/5/messages')) return jsonResponse(200, messagesPage(summary(5, { side: 'candidate', unreadCount: read ? 0 : 1 }), [message(1, { side: 'employer' })]));
      if (call.method === 'POST' && call.url === '/v1/conversations/5/read') {
        read = true;
        return jsonResponse(200, {});
      }
      return session(call);
    });
    renderWithProviders(
      <>
        <UnreadBadge />
        <ConversationThread conversationId={5} side="candidate" />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeTruthy();
    // Asked again because of the read, not by the minute's poll.
    expect(askedAfterRead).toBe(true);
  });
});
