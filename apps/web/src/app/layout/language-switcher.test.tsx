import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { mockFetch, renderWithProviders, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { LanguageSwitcher } from './language-switcher';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

function SessionStatus() {
  return <output data-testid="session">{useSession().status}</output>;
}

async function choose(language: string) {
  fireEvent.click(screen.getByRole('button', { name: /change language/i }));
  fireEvent.click(await screen.findByRole('menuitem', { name: language }));
}

describe('language switcher', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());
  afterEach(resetBrowserState);

  it('stores the language and reloads, without saving it anywhere for a visitor', async () => {
    const calls = mockFetch(() => undefined);
    renderWithProviders(
      <>
        <SessionStatus />
        <LanguageSwitcher />
      </>,
    );
    expect(screen.getByTestId('session').textContent).toBe('anonymous');

    await choose('Polski');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('locale')).toBe('pl');
    expect(calls.filter((call) => call.url === '/v1/user/locale')).toEqual([]);
  });

  it('lists the languages as links to this page in each language, which the app follows without leaving the page', async () => {
    mockFetch(() => undefined);
    renderWithProviders(<LanguageSwitcher />, { route: '/offer/7-welder?matched=abc' });
    fireEvent.click(screen.getByRole('button', { name: /change language/i }));
    const polish = await screen.findByRole('menuitem', { name: 'Polski' });
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(['/lang/pl/offer/7-welder?matched=abc', '/lang/en/offer/7-welder?matched=abc', '/lang/no/offer/7-welder?matched=abc', '/lang/ua/offer/7-welder?matched=abc']);

    // dispatchEvent answers false when the app prevented the browser from following the link.
    expect(fireEvent.click(polish)).toBe(false);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('locale')).toBe('pl');
  });

  it('leaves a link opened in a new tab to the browser', async () => {
    mockFetch(() => undefined);
    renderWithProviders(<LanguageSwitcher />, { route: '/contact' });
    fireEvent.click(screen.getByRole('button', { name: /change language/i }));
    expect(fireEvent.click(await screen.findByRole('menuitem', { name: 'Norsk (bokmål)' }), { ctrlKey: true })).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('saves the language of a signed-in user with PUT /v1/user/locale before reloading', async () => {
    const signedIn = signedInHandler();
    const calls = mockFetch((call) => (call.url === '/v1/user/locale' ? new Response(null, { status: 204 }) : signedIn(call)));
    renderWithProviders(
      <>
        <SessionStatus />
        <LanguageSwitcher />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('authenticated'));

    await choose('Norsk (bokmål)');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const saves = calls.filter((call) => call.url === '/v1/user/locale');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.method).toBe('PUT');
    expect(JSON.parse(String(saves[0]?.body))).toEqual({ locale: 'no' });
    expect(saves[0]?.headers.authorization).toBe('Bearer token-2');
    expect(window.localStorage.getItem('locale')).toBe('no');
  });

  it('still switches when saving the language fails', async () => {
    const signedIn = signedInHandler();
    mockFetch((call) => (call.url === '/v1/user/locale' ? new Response('{}', { status: 500 }) : signedIn(call)));
    renderWithProviders(
      <>
        <SessionStatus />
        <LanguageSwitcher />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('authenticated'));

    await choose('Українська');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('locale')).toBe('ua');
  });
});
