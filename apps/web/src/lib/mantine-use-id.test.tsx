import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useId } from './mantine-use-id';

function Field({ id }: { id?: string }) {
  const fieldId = useId(id);
  return (
    <label htmlFor={fieldId}>
      Name <input id={fieldId} />
    </label>
  );
}

describe("the build's Mantine useId", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('keeps the id the server rendered once the browser has hydrated the page', async () => {
    const html = renderToString(<Field />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverId = container.querySelector('input')?.id;
    expect(serverId).toMatch(/^mantine-[\w-]+$/);
    const errors = vi.spyOn(console, 'error');
    await act(async () => void hydrateRoot(container, <Field />));
    expect(container.querySelector('input')?.id).toBe(serverId);
    expect(container.querySelector('label')?.htmlFor).toBe(serverId);
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives a field its own id when one is set', () => {
    expect(renderToString(<Field id="email" />)).toContain('id="email"');
  });
});
