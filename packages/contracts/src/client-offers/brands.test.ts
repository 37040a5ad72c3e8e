import { describe, expect, it } from 'vitest';
import { clientBrandBody } from './brands.ts';

describe('client brand body', () => {
  it('needs a name and takes an uploaded logo', () => {
    expect(clientBrandBody.parse({ name: ' Fjordbygg ', logoFile: { filename: 'a.png', is_temporary: '1' } })).toEqual({
      name: 'Fjordbygg',
      logoFile: { filename: 'a.png', is_temporary: true },
    });
    expect(clientBrandBody.safeParse({ name: '  ' }).error?.issues.map((i) => i.message)).toEqual(['field_required']);
  });

  it('reads an empty logoUrl as removing the logo', () => {
    expect(clientBrandBody.parse({ name: 'A', logoUrl: null })).toMatchObject({ logoUrl: '', logoFile: null });
  });
});
