import { describe, expect, it } from 'vitest';
import { descriptionLength, descriptionText } from './description.ts';

describe('offer description', () => {
  it('counts the text without markup, character references decoded', () => {
    expect(descriptionText('<p>Bygg &amp; anlegg<br/>i&nbsp;Oslo</p><!-- note -->')).toBe('Bygg & anleggi\u00a0Oslo');
    expect(descriptionLength('<p><strong>Ab</strong></p>')).toBe(2);
    expect(descriptionText('&#65;&#x42;&unknown;')).toBe('AB&unknown;');
  });

  it('counts an emoji as one character', () => {
    expect(descriptionLength('<p>👷</p>')).toBe(1);
  });
});
