import { describe, expect, it } from 'vitest';
import { descriptionCounter } from './description.rules';

describe('description counter', () => {
  it('counts down from 5,000 without markup; low under 50, negative when over', () => {
    expect(descriptionCounter('<p>Hello <strong>world</strong></p>')).toEqual({ remaining: 4989, tone: 'normal' });
    expect(descriptionCounter(`<p>${'a'.repeat(4951)}</p>`)).toEqual({ remaining: 49, tone: 'low' });
    expect(descriptionCounter(`<p>${'a'.repeat(4950)}</p>`).tone).toBe('normal');
    expect(descriptionCounter(`<p>${'a'.repeat(5004)}</p>`)).toEqual({ remaining: -4, tone: 'over' });
  });
});
