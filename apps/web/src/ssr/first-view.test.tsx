import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listItem } from '@/testing/offers';
import { jsonResponse } from '@/testing/shell-test-utils';
import { renderFirstView } from '../entry-server';
import { startApp } from '../start';

const offers = [listItem(1, { profession: { id: 3, title: 'TIG welder' } }), listItem(2, { profession: { id: 4, title: 'Electrician' } })];

/** The API as the server-side render reaches it: only the public list the home page shows. */
const api = (async (input: RequestInfo | URL) =>
  String(input).startsWith('/v1/public/offer/list')
    ? jsonResponse(200, { items: offers, numTotal: 2, numItemsPerPage: 10, pageNumber: 1 })
    : jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} })) as typeof fetch;

describe('the first view rendered on the server', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('renders the home page with the newest offers, and the browser hydrates it without a mismatch', async () => {
    const view = await renderFirstView({ url: '/', locale: 'en', fetch: api });
    if (!view) throw new Error('the home page was not rendered');
    expect(view.html).toContain('TIG welder');
    expect(view.stateScript).toContain('"locale":"en"');

    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args));
    window.addEventListener('error', (event) => problems.push(event.error ?? event.message));
    vi.stubGlobal('fetch', api);
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `<div id="root">${view.html}</div>${view.stateScript}`;
    const serverHeading = screen.getByRole('heading', { level: 1 });

    await startApp();
    // The menu opens only once the page is hydrated; the server's elements are kept, not replaced.
    const burger = document.querySelector('button[aria-controls="mobile-navigation"]');
    if (!burger) throw new Error('no menu button');
    // React marks the elements it has hydrated (adopted rather than replaced).
    await waitFor(() => expect(Object.keys(burger).some((key) => key.startsWith('__reactFiber'))).toBe(true), { timeout: 5000 });
    fireEvent.click(burger);
    expect(await screen.findByRole('dialog', { name: 'Menu', hidden: true }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(screen.getByText('TIG welder')).toBeTruthy();
    expect(problems).toEqual([]);
  });

  it('declines a page whose data cannot be loaded, so the browser renders it itself', async () => {
    const failing = (async () => jsonResponse(500, { message: 'down', code: 'unexpected_error', formErrors: {} })) as typeof fetch;
    expect(await renderFirstView({ url: '/', locale: 'en', fetch: failing })).toBeUndefined();
  });
});
