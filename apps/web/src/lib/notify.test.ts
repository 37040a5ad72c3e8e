import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_TOAST_MS, notifyFailure, notifySuccess } from './notify';

const shown = () => notificationsStore.getState().notifications.map((toast) => `${String(toast.color)}:${String(toast.message)}`);

describe('toasts', () => {
  afterEach(() => cleanNotifications());

  it('a success clears the error toasts it answers', () => {
    notifyFailure('Some fields need your attention');
    notifyFailure('Invalid e-mail or password.');
    expect(shown()).toEqual(['red:Some fields need your attention', 'red:Invalid e-mail or password.']);
    notifySuccess('The offer has been saved');
    expect(shown()).toEqual(['green:The offer has been saved']);
  });

  it('a success leaves other successes shown', () => {
    notifySuccess('Saved');
    notifySuccess('Sent');
    expect(shown()).toEqual(['green:Saved', 'green:Sent']);
  });

  it('an error stays long enough to be read and acted on; a success closes at the usual time', () => {
    notifyFailure('Invalid e-mail or password.');
    expect(notificationsStore.getState().notifications.map((toast) => toast.autoClose)).toEqual([ERROR_TOAST_MS]);
    notifySuccess('Saved');
    expect(notificationsStore.getState().notifications.map((toast) => toast.autoClose)).toEqual([undefined]);
  });
});
