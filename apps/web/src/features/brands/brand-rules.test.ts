import { BRAND_LOGO_MAX_BYTES, type ClientBrand } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { brandFieldOf, brandNameError, brandPayload, imageKind, logoProblem, sortBrands } from './brand-rules';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const brand = (id: number, isMain: boolean): ClientBrand => ({ id, name: `Brand ${id}`, isMain, logoUrl: null, logo: null });

describe('brand rules', () => {
  it('puts the main brand first and keeps the order of the others', () => {
    expect(sortBrands([brand(1, false), brand(2, true), brand(3, false)]).map((b) => b.id)).toEqual([2, 1, 3]);
  });

  it('tells jpeg and png by their first bytes', () => {
    expect(imageKind(new Uint8Array(PNG))).toBe('png');
    expect(imageKind(new Uint8Array(JPEG))).toBe('jpeg');
    expect(imageKind(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(imageKind(new Uint8Array([0x89, 0x50]))).toBeUndefined();
  });

  it('refuses a logo over 3 MB or whose content is not jpeg or png, whatever its type says', async () => {
    expect(await logoProblem(new Blob([new Uint8Array(PNG)], { type: 'image/png' }))).toBeUndefined();
    expect(await logoProblem(new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }))).toBeUndefined();
    const big = new Uint8Array(BRAND_LOGO_MAX_BYTES + 1);
    big.set(PNG);
    expect(await logoProblem(new Blob([big], { type: 'image/png' }))).toBe('file_too_large');
    expect(await logoProblem(new Blob(['GIF89a'], { type: 'image/png' }))).toBe('file_type_not_allowed');
  });

  it('requires a name of at most 200 characters', () => {
    expect(brandNameError('  ')).toBe('field_required');
    expect(brandNameError('x'.repeat(201))).toBe('too_long');
    expect(brandNameError(' Nordic Welding ')).toBeUndefined();
  });

  it('sends a new upload as logoFile, keeps the current logo by sending nothing, removes it with an empty logoUrl', () => {
    expect(brandPayload({ name: ' A ', logo: { filename: 'f.png', thumbnailUrl: null, isNew: true } }, true)).toEqual({
      name: 'A',
      logoFile: { filename: 'f.png', is_temporary: true },
    });
    expect(brandPayload({ name: 'A', logo: { filename: 'old.png', thumbnailUrl: null, isNew: false } }, true)).toEqual({ name: 'A' });
    expect(brandPayload({ name: 'A', logo: null }, true)).toEqual({ name: 'A', logoUrl: '' });
    expect(brandPayload({ name: 'A', logo: null }, false)).toEqual({ name: 'A' });
  });

  it('shows server errors of the upload and of logoFile at the logo', () => {
    expect(brandFieldOf('name')).toBe('name');
    expect(brandFieldOf('file')).toBe('logo');
    expect(brandFieldOf('logoFile.filename')).toBe('logo');
    expect(brandFieldOf('other')).toBeUndefined();
  });
});
