import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGE_TEXT_MAX } from '@trades/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { MessageComposer } from './message-composer';

function renderComposer(onSend: (text: string) => Promise<unknown>, draftKey = 'conversation:1') {
  renderWithProviders(<MessageComposer onSend={onSend} pending={false} side="candidate" draftKey={draftKey} />);
  return screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
}

describe('the message composer', () => {
  afterEach(resetBrowserState);

  it('sends nothing empty or blank, and says the field is required', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const box = renderComposer(onSend);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(box, { target: { value: '   \n  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('counts the characters and refuses more than 2,000, keeping the text', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const box = renderComposer(onSend);
    expect(screen.getByText(`0 / ${MESSAGE_TEXT_MAX} characters`)).toBeTruthy();
    const long = 'a'.repeat(MESSAGE_TEXT_MAX + 1);
    fireEvent.change(box, { target: { value: long } });
    expect(screen.getByText(`${MESSAGE_TEXT_MAX + 1} / ${MESSAGE_TEXT_MAX} characters`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The text is too long')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe(long);
    // Exactly 2,000 goes.
    fireEvent.change(box, { target: { value: 'b'.repeat(MESSAGE_TEXT_MAX) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('b'.repeat(MESSAGE_TEXT_MAX)));
  });

  it('sends with Ctrl+Enter or Cmd+Enter, and Enter alone is a new line', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const box = renderComposer(onSend);
    fireEvent.change(box, { target: { value: 'First line' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('First line'));
    await waitFor(() => expect(box.value).toBe(''));
    fireEvent.change(box, { target: { value: 'From a Mac' } });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(onSend).toHaveBeenLastCalledWith('From a Mac'));
  });

  it("keeps the text and shows the API's message when the send is refused", async () => {
    const onSend = vi.fn(() => Promise.reject(new ApiError(409, { message: 'This conversation is closed.', code: 'conversation_closed', formErrors: {} })));
    const box = renderComposer(onSend);
    fireEvent.change(box, { target: { value: 'Are you still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This conversation is closed.');
    expect(box.value).toBe('Are you still there?');
  });

  it('keeps the unsent text of each conversation through a reload, and forgets it once sent', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    let box = renderComposer(onSend);
    fireEvent.change(box, { target: { value: 'Half of a long answer' } });
    cleanup();
    box = renderComposer(onSend);
    expect(box.value).toBe('Half of a long answer');
    cleanup();
    expect(renderComposer(onSend, 'conversation:2').value, 'another conversation has its own draft').toBe('');
    cleanup();
    box = renderComposer(onSend);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Half of a long answer'));
    await waitFor(() => expect(box.value).toBe(''));
    cleanup();
    expect(renderComposer(onSend).value).toBe('');
  });
});
