import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants.ts';
import { formatMegabytes, uploadLimitText, uploadSizeProblem } from './uploads.ts';

describe('the upload limit', () => {
  it('is 10 MB, written in each language with its decimal separator and unit', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(uploadLimitText('en')).toBe('10\u00a0MB');
    expect(uploadLimitText('pl')).toBe('10\u00a0MB');
    expect(uploadLimitText('no')).toBe('10\u00a0MB');
    expect(uploadLimitText('ua')).toBe('10\u00a0МБ');
    expect(formatMegabytes(512 * 1024, 'pl')).toBe('0,5\u00a0MB');
    expect(formatMegabytes(512 * 1024, 'en')).toBe('0.5\u00a0MB');
    expect(formatMegabytes(250_000, 'ua')).toBe('0,2\u00a0МБ');
  });

  it('refuses only a file over the limit', () => {
    expect(uploadSizeProblem(UPLOAD_MAX_BYTES)).toBeUndefined();
    expect(uploadSizeProblem(1)).toBeUndefined();
    expect(uploadSizeProblem(UPLOAD_MAX_BYTES + 1)).toBe('file_too_large');
  });
});
