import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { CLIENT_USER, message, messagesPage, summary } from '../conversations-test-data';
import { ConversationThread, type ConversationThreadProps } from './conversation-thread';

type Answers = Record<string, (call: FetchCall) => Response | Promise<Response>>;

const PAGE_URL = '/v1/conversations/5/messages?limit=30';

function renderThread(props: ConversationThreadProps, answers: Answers) {
  const session = signedInHandler(CLIENT_USER);
  const calls = mockFetch((call) => answers[`${call.method} ${call.url}`]?.(call) ?? session(call));
  renderWithProviders(<ConversationThread {...props} />);
  return calls;
}

const bodyOf = (call: FetchCall) => JSON.parse(String(call.body)) as unknown;

describe('a conversation thread', () => {
  afterEach(resetBrowserState);

  it('shows links as links and HTML as the text it is, own messages apart, and marks the conversation read on opening', async () => {
    const calls = renderThread(
      { conversationId: 5, side: 'employer' },
      {
        [`GET ${PAGE_URL}`]: () =>
          jsonResponse(
            200,
            messagesPage(summary(5, { unreadCount: 1 }), [
              message(51, { fromMe: true, side: 'employer', senderName: 'Kari Nordmann', text: 'Hello, are you free on Monday?' }),
              message(52, { text: 'Yes: see https://example.com/cv?id=7. <b>bold</b><img src=x onerror="alert(1)">' }),
              message(53, { senderName: 'Deleted user', senderDeleted: true, text: '' }),
            ]),
          ),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
      },
    );
    const items = await screen.findAllByTestId('conversation-message');
    expect(items.map((item) => item.getAttribute('data-from-me'))).toEqual(['true', 'false', 'false']);
    expect(within(items[0] as HTMLElement).getByText(/^You/)).toBeTruthy();

    const link = within(items[1] as HTMLElement).getByRole('link', { name: 'https://example.com/cv?id=7' });
    expect(link.getAttribute('href')).toBe('https://example.com/cv?id=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // The markup is shown as typed; none of it becomes an element.
    expect(items[1]?.textContent).toContain('<b>bold</b><img src=x onerror="alert(1)">');
    expect(items[1]?.querySelector('b, img')).toBeNull();

    // An erased sender's message: the name the API gives, the text gone.
    expect(within(items[2] as HTMLElement).getByText(/Deleted user/)).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('The message was removed.')).toBeTruthy();

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.url === '/v1/conversations/5/read')).toHaveLength(1));
  });

  it('shows earlier messages above on request, asking for those before the first one shown', async () => {
    renderThread(
      { conversationId: 5, side: 'employer' },
      {
        [`GET ${PAGE_URL}`]: () => jsonResponse(200, messagesPage(summary(5), [message(60), message(61)], true)),
        [`GET ${PAGE_URL}&before=60`]: () => jsonResponse(200, messagesPage(summary(5), [message(58), message(59)], false)),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
      },
    );
    await screen.findByText('Message 60');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await screen.findByText('Message 58');
    expect(screen.getAllByTestId('conversation-message').map((item) => item.textContent?.match(/Message \d+/)?.[0])).toEqual(['Message 58', 'Message 59', 'Message 60', 'Message 61']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('sends once however often Send is clicked, clears the text only once sent, and shows the new message', async () => {
    let sent = false;
    let release: () => void = () => undefined;
    const calls = renderThread(
      { conversationId: 5, side: 'employer' },
      {
        [`GET ${PAGE_URL}`]: () => jsonResponse(200, messagesPage(summary(5), sent ? [message(70), message(71, { fromMe: true, side: 'employer', text: 'Can you start on the 15th?' })] : [message(70)])),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
        'POST /v1/conversations/5/messages': () =>
          new Promise<Response>((resolve) => {
            release = () => {
              sent = true;
              resolve(jsonResponse(201, { conversation: summary(5), message: message(71, { fromMe: true, side: 'employer', text: 'Can you start on the 15th?' }) }));
            };
          }),
      },
    );
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: '  Can you start on the 15th?  ' } });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.url === '/v1/conversations/5/messages')).toHaveLength(1));
    // While it goes, the text stays.
    expect((box as HTMLTextAreaElement).value).toBe('  Can you start on the 15th?  ');
    release();
    await screen.findByText('Can you start on the 15th?');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const posts = calls.filter((call) => call.method === 'POST' && call.url === '/v1/conversations/5/messages');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0] as FetchCall)).toEqual({ text: 'Can you start on the 15th?' });
  });

  it('tells the employer plainly that the candidate blocked the company, with nothing to write in', async () => {
    renderThread(
      { conversationId: 5, side: 'employer' },
      {
        [`GET ${PAGE_URL}`]: () => jsonResponse(200, messagesPage(summary(5, { blocked: true, canWrite: false }), [message(80)])),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
      },
    );
    expect((await screen.findByTestId('cannot-write')).textContent).toBe('The candidate does not take messages from your company.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('says a closed conversation is closed', async () => {
    renderThread(
      { conversationId: 5, side: 'candidate' },
      {
        [`GET ${PAGE_URL}`]: () => jsonResponse(200, messagesPage(summary(5, { side: 'candidate', canWrite: false }), [message(81)])),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
      },
    );
    expect((await screen.findByTestId('cannot-write')).textContent).toMatch(/This conversation is closed/);
  });

  it("starts a card's conversation with its first message, and keeps the text with the API's reason and a hint when it is not allowed", async () => {
    const calls = renderThread(
      { cardId: 301, side: 'employer' },
      {
        'GET /v1/conversations': () => jsonResponse(200, { items: [summary(1, { cardId: 999 })], unreadTotal: 0 }),
        'POST /v1/conversations': () =>
          jsonResponse(403, { message: 'You can write to this candidate once they apply or once you unlock their profile.', code: 'conversation_not_allowed', formErrors: {} }),
      },
    );
    expect(await screen.findByText('No messages yet. Your first message starts the conversation.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You can write to this candidate once they apply or once you unlock their profile.');
    expect(alert.textContent).toContain("Unlock the candidate's profile, or wait until they apply for your offer.");
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
    const start = calls.find((call) => call.method === 'POST' && call.url === '/v1/conversations');
    expect(bodyOf(start as FetchCall)).toEqual({ cardId: 301, text: 'Hello' });
  });

  it("opens the card's existing conversation", async () => {
    renderThread(
      { cardId: 105, side: 'employer' },
      {
        'GET /v1/conversations': () => jsonResponse(200, { items: [summary(5)], unreadTotal: 0 }),
        [`GET ${PAGE_URL}`]: () => jsonResponse(200, messagesPage(summary(5), [message(90, { text: 'Already talking' })])),
        'POST /v1/conversations/5/read': () => jsonResponse(200, {}),
      },
    );
    expect(await screen.findByText('Already talking')).toBeTruthy();
  });
});
