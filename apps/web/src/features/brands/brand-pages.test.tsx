import { BRAND_LOGO_MAX_BYTES, type ClientBrand } from '@trades/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { BrandsPage } from './brand-pages';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

const MAIN: ClientBrand = { id: 1, name: 'Nordic Welding', isMain: true, logoUrl: '/v1/files/a.png?expires=1&signature=s', logo: { name: 'a.png', thumbnailUrl: '/v1/files/a.png/thumbnail?expires=1&signature=s' } };
const OTHER: ClientBrand = { id: 2, name: 'Fjord Steel', isMain: false, logoUrl: null, logo: null };

const brandCalls = (calls: FetchCall[], method: string) => calls.filter((c) => c.method === method && c.url.startsWith('/v1/client-brand/'));

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a brand' }));
  return screen.findByRole('dialog', { name: 'Add a brand' });
}

const happyDom = () => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

afterEach(() => resetBrowserState());

describe('brands page', () => {
  it('lists the main brand first with its logo, and gives it no delete button', async () => {
    mockFetch(({ url, method }) => (url === '/v1/client-brand/' && method === 'GET' ? jsonResponse(200, { items: [OTHER, MAIN] }) : undefined));
    renderWithProviders(<BrandsPage />);

    const rows = await screen.findAllByTestId(/^brand-row-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['brand-row-1', 'brand-row-2']);
    const main = within(rows[0]!);
    expect(main.getByText('Main brand')).toBeTruthy();
    expect(main.getByRole('img', { name: 'Logo of Nordic Welding' }).getAttribute('src')).toBe(MAIN.logo?.thumbnailUrl);
    expect(main.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Fjord Steel' })).toBeTruthy();
  });

  it('shows each logo whole: contained in its box, never cropped to the middle', async () => {
    mockFetch(({ url, method }) => (url === '/v1/client-brand/' && method === 'GET' ? jsonResponse(200, { items: [MAIN] }) : undefined));
    renderWithProviders(<BrandsPage />);
    const logo = await screen.findByRole('img', { name: 'Logo of Nordic Welding' });
    expect(logo.style.objectFit).toBe('contain');
  });

  it('makes another brand the main one; the main brand has no such button', async () => {
    let items = [MAIN, OTHER];
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-brand/' && method === 'GET') return jsonResponse(200, { items });
      if (url === '/v1/client-brand/2' && method === 'PATCH') {
        items = [{ ...MAIN, isMain: false }, { ...OTHER, isMain: true }];
        return jsonResponse(200, { message: 'saved', data: { data: { ...OTHER, isMain: true } } });
      }
      return undefined;
    });
    renderWithProviders(<BrandsPage />);
    const rows = await screen.findAllByTestId(/^brand-row-/);
    expect(within(rows[0]!).queryByRole('button', { name: /^Make main/ })).toBeNull();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Make main – Fjord Steel' }));
    expect(await screen.findByText('Fjord Steel is now the main brand.')).toBeTruthy();
    expect(brandCalls(calls, 'PATCH').map((call) => [call.url, JSON.parse(String(call.body))])).toEqual([['/v1/client-brand/2', { isMain: true }]]);
    // The list reloads with the new main brand first: it loses its delete button, the old one gains one.
    await waitFor(() => expect(screen.getAllByTestId(/^brand-row-/).map((row) => row.getAttribute('data-testid'))).toEqual(['brand-row-2', 'brand-row-1']));
    expect(screen.queryByRole('button', { name: 'Delete Fjord Steel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Nordic Welding' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make main – Nordic Welding' })).toBeTruthy();
  });

  it('shows a card per brand on a 390 px phone, every action inside it', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    try {
      mockFetch(({ url, method }) => (url === '/v1/client-brand/' && method === 'GET' ? jsonResponse(200, { items: [MAIN, OTHER] }) : undefined));
      renderWithProviders(<BrandsPage />);
      const cards = await screen.findAllByTestId(/^brand-row-/);
      expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI']);
      expect(screen.queryByRole('table')).toBeNull();
      const main = within(cards[0]!);
      expect(main.getByText('Nordic Welding')).toBeTruthy();
      expect(main.getByText('Main brand')).toBeTruthy();
      expect(main.getByRole('button', { name: 'Edit Nordic Welding' })).toBeTruthy();
      const other = within(cards[1]!);
      for (const name of ['Edit Fjord Steel', 'Make main – Fjord Steel', 'Delete Fjord Steel']) expect(other.getByRole('button', { name })).toBeTruthy();
    } finally {
      happyDom().setViewport({ width: 1024, height: 768 });
    }
  });

  it('deletes a brand after confirmation and shows the server message when it is refused', async () => {
    let refuse = true;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-brand/' && method === 'GET') return jsonResponse(200, { items: [MAIN, OTHER] });
      if (url === '/v1/client-brand/2' && method === 'DELETE') {
        return refuse
          ? jsonResponse(409, { message: 'The main brand cannot be deleted.', code: 'main_brand_cannot_be_deleted', formErrors: {} })
          : jsonResponse(200, { message: 'deleted', code: 'brand_deleted' });
      }
      return undefined;
    });
    renderWithProviders(<BrandsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Fjord Steel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the brand' });
    expect(within(dialog).getByText(/Delete the brand Fjord Steel\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The main brand cannot be deleted.')).toBeTruthy();

    refuse = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Fjord Steel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the brand' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The brand has been deleted.')).toBeTruthy();
    expect(brandCalls(calls, 'DELETE')).toHaveLength(2);
  });

  it('requires a name before saving', async () => {
    const calls = mockFetch(({ url }) => (url === '/v1/client-brand/' ? jsonResponse(200, { items: [] }) : undefined));
    renderWithProviders(<BrandsPage />);
    expect(await screen.findByText('You have no brands yet.')).toBeTruthy();
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(brandCalls(calls, 'POST')).toHaveLength(0);
  });

  it('checks the logo in the browser: over 3 MB or not a jpeg/png is refused without an upload', async () => {
    const calls = mockFetch(({ url }) => (url === '/v1/client-brand/' ? jsonResponse(200, { items: [] }) : undefined));
    renderWithProviders(<BrandsPage />);
    const dialog = await openAddDialog();

    const big = new Uint8Array(BRAND_LOGO_MAX_BYTES + 1);
    big.set(PNG);
    chooseFile(new File([big], 'huge.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('The logo can be at most 3 MB.')).toBeTruthy();

    chooseFile(new File(['%PDF-1.7 not an image'], 'logo.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('The logo must be a JPEG or PNG image.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/v1/files/temporary-upload')).toBe(false);
  });

  it('uploads a logo, then adds the brand with the uploaded file name', async () => {
    const saved: ClientBrand = { id: 3, name: 'Bergen Pipes', isMain: true, logoUrl: '/v1/files/new.png?x', logo: { name: 'new.png', thumbnailUrl: '/v1/files/new.png/thumbnail?x' } };
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-brand/' && method === 'GET') return jsonResponse(200, { items: [] });
      if (url === '/v1/files/temporary-upload') {
        return jsonResponse(201, { filename: 'new.png', originalName: 'logo.png', title: null, mimeType: 'image/png', size: 12, url: '/v1/files/new.png?x', thumbnailUrl: '/v1/files/new.png/thumbnail?x', is_temporary: true });
      }
      if (url === '/v1/client-brand/' && method === 'POST') return jsonResponse(201, { message: 'added', data: { data: saved } });
      return undefined;
    });
    renderWithProviders(<BrandsPage />);
    const dialog = await openAddDialog();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Brand name/ }), { target: { value: 'Bergen Pipes' } });
    chooseFile(new File([new Uint8Array(PNG)], 'logo.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Logo preview' })).toBeTruthy();
    const upload = calls.find((c) => c.url === '/v1/files/temporary-upload');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The brand has been added.')).toBeTruthy();
    expect(JSON.parse(String(brandCalls(calls, 'POST')[0]?.body))).toEqual({ name: 'Bergen Pipes', logoFile: { filename: 'new.png', is_temporary: true } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal of a logo at the logo field', async () => {
    mockFetch(({ url, method }) => {
      if (url === '/v1/client-brand/' && method === 'GET') return jsonResponse(200, { items: [] });
      if (url === '/v1/files/temporary-upload') return jsonResponse(400, { message: 'Invalid data', code: 'file_type_not_allowed', formErrors: { file: ['file_type_not_allowed'] } });
      return undefined;
    });
    renderWithProviders(<BrandsPage />);
    const dialog = await openAddDialog();
    // A PNG signature whose image does not decode passes the browser's check; the server refuses it.
    chooseFile(new File([new Uint8Array(PNG)], 'broken.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('The logo must be a JPEG or PNG image.')).toBeTruthy();
  });
});
