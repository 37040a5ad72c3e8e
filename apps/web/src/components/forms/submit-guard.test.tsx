import { Button, MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/forms';
import { requestKey, useGuardedMutation, useInvalidFocus } from './submit-guard';

/** A request the test answers when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

function ApplyButton({ send, onSuccess, id = 7 }: { send: (id: number) => Promise<string>; onSuccess?: () => void; id?: number }) {
  const apply = useGuardedMutation({ mutationFn: send });
  return (
    <Button onClick={() => apply.mutate(id, { onSuccess })} loading={apply.isPending}>
      Apply {id}
    </Button>
  );
}

describe('useGuardedMutation', () => {
  it('sends one request for a double click, disables the button at once, and lets the next click through once answered', async () => {
    const first = deferred<string>();
    let calls = 0;
    const send = vi.fn((_id: number) => (++calls === 1 ? first.promise : Promise.resolve('again')));
    const onSuccess = vi.fn();
    renderWithClient(<ApplyButton send={send} onSuccess={onSuccess} />);
    const button = screen.getByRole('button', { name: 'Apply 7' });

    // Both clicks land before React renders the pending state: the second must still be dropped.
    act(() => {
      button.click();
      button.click();
    });
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(button.hasAttribute('disabled')).toBe(true);

    await act(async () => first.resolve('applied'));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('sends nothing more from a form its success ended (a double tap whose second tap comes after a fast answer), until it is mounted afresh', async () => {
    const send = vi.fn((_name: string) => Promise.resolve('created'));
    const saved = vi.fn();
    function CreateForm() {
      const create = useGuardedMutation({ mutationFn: send, endsForm: true });
      return (
        <Button onClick={() => void create.mutateAsync('Brand').then(saved)} loading={create.isPending}>
          Create
        </Button>
      );
    }
    const { unmount } = renderWithClient(<CreateForm key="first" />);
    const button = screen.getByRole('button', { name: 'Create' });
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    // Answered: the first tap's work is done, and the form stays busy while it leaves.
    expect(button.hasAttribute('disabled')).toBe(true);
    act(() => button.click());
    await act(async () => undefined);
    expect(send).toHaveBeenCalledTimes(1);
    unmount();

    renderWithClient(<CreateForm key="second" />);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('releases a form whose request failed, so the user can send it again', async () => {
    let calls = 0;
    const send = vi.fn(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('created')));
    function CreateForm() {
      const create = useGuardedMutation({ mutationFn: send, endsForm: true });
      return (
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          Create
        </Button>
      );
    }
    renderWithClient(<CreateForm />);
    const button = screen.getByRole('button', { name: 'Create' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('lets a different request through while one is in flight (another row’s action)', async () => {
    const send = vi.fn((_id: number) => new Promise<string>(() => undefined));
    renderWithClient(
      <>
        <ApplyButton send={send} id={1} />
        <ApplyButton send={send} id={2} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply 2' }));
    await waitFor(() => expect(send.mock.calls.map(([id]) => id)).toEqual([1, 2]));
  });

  it('ignores a second Enter on a form while its request is pending, and runs the follow-up of mutateAsync once', async () => {
    const answer = deferred<string>();
    const send = vi.fn((_values: { name: string }) => answer.promise);
    const saved = vi.fn();
    function NameForm() {
      const save = useGuardedMutation({ mutationFn: send });
      return (
        <form
          aria-label="Name"
          onSubmit={(event) => {
            event.preventDefault();
            void save.mutateAsync({ name: 'Anna' }).then(saved);
          }}
        >
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </form>
      );
    }
    renderWithClient(<NameForm />);
    const form = screen.getByRole('form', { name: 'Name' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await act(async () => answer.resolve('ok'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure the caller’s to show, and releases the guard after it', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(409, { message: 'Already applied', code: 'already_applied', formErrors: {} })));
    const onError = vi.fn();
    function Failing() {
      const action = useGuardedMutation({ mutationFn: send, onError });
      return <Button onClick={() => action.mutate()}>Go</Button>;
    }
    renderWithClient(<Failing />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('requestKey', () => {
  it('takes equal data as the same request and other data, or another file, as another', () => {
    expect(requestKey({ a: 1, b: [2] })).toBe(requestKey({ a: 1, b: [2] }));
    expect(requestKey({ a: 1 })).not.toBe(requestKey({ a: 2 }));
    expect(requestKey(undefined)).toBe(requestKey(undefined));
    const file = new File(['x'], 'cv.pdf');
    const form = (attached: File) => {
      const data = new FormData();
      data.append('name', 'Anna');
      data.append('file', attached);
      return data;
    };
    expect(requestKey(form(file))).toBe(requestKey(form(file)));
    expect(requestKey(form(file))).not.toBe(requestKey(form(new File(['x'], 'cv.pdf'))));
  });
});

describe('useInvalidFocus', () => {
  function ContactForm({ send }: { send: (values: { name: string; email: string }) => Promise<unknown> }) {
    const save = useGuardedMutation({ mutationFn: send });
    const { ref: formRef, focusInvalid } = useInvalidFocus();
    const form = useForm({
      initialValues: { name: '', email: '' },
      validate: { name: (value) => (value ? null : 'Name is required') },
    });
    const submit = form.onSubmit(
      (values) =>
        save.mutate(values, {
          onError: (error) => {
            form.setErrors(serverFieldErrors(error));
            focusInvalid();
          },
        }),
      focusInvalid,
    );
    return (
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Contact">
        <TextInput label="Name" {...form.getInputProps('name')} />
        <TextInput label="E-mail" {...form.getInputProps('email')} />
        <Button type="submit">Send</Button>
      </form>
    );
  }

  it('focuses the first invalid field after a failed check in the browser', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderWithClient(<ContactForm send={send} />);
    const sendButton = screen.getByRole('button', { name: 'Send' });
    sendButton.focus();
    fireEvent.click(sendButton);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    expect(send).not.toHaveBeenCalled();
  });

  it('focuses the field the server’s 422 names', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(422, { message: 'Invalid', code: 'validation_error', formErrors: { email: ['invalid_email'] } })));
    renderWithClient(<ContactForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Anna' } });
    const sendButton = screen.getByRole('button', { name: 'Send' });
    sendButton.focus();
    fireEvent.click(sendButton);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('scrolls the field into the middle of the screen', async () => {
    const scrolled = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      renderWithClient(<ContactForm send={() => Promise.resolve({})} />);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' }));
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('textbox', { name: 'Name' }));
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });
});
