import { describe, expect, it } from 'vitest';
import { notificationOutcome } from './p24-notification.ts';

describe('notificationOutcome', () => {
  it('reads the outcome of a notification from our answer', () => {
    expect([200, 400, 404, 422, 502, 500, 503].map(notificationOutcome)).toEqual(['accepted', 'rejected', 'rejected', 'rejected', 'unverified', 'failed', 'failed']);
  });
});
