import { describe, expect, it } from 'vitest';
import { euBannerHidden } from './scroll';

describe('EU banner visibility', () => {
  it('hides past 50 px and stays hidden until the top', () => {
    expect(euBannerHidden(false, 10)).toBe(false);
    expect(euBannerHidden(false, 51)).toBe(true);
    // Collapsing moved the page up: still hidden in between.
    expect(euBannerHidden(true, 20)).toBe(true);
    expect(euBannerHidden(true, 0)).toBe(false);
  });
});
