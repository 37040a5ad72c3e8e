import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/* Toasts of every screen (top-right, see the providers). */

const ERROR_COLOR = 'red';

/**
 * Hides the error toasts still shown or waiting: a success answers the errors before it ("Some fields
 * need your attention" does not stay beside "The offer has been saved").
 */
export function clearErrorToasts(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (toast.color === ERROR_COLOR && toast.id !== undefined) notifications.hide(toast.id);
  }
}

/** A success toast; it clears the error toasts the success answers. */
export function notifySuccess(message: string, options: Pick<NotificationData, 'title'> = {}): void {
  clearErrorToasts();
  notifications.show({ color: 'green', message, ...options });
}

/** The server's message when the answer has one, otherwise unexpected_error. */
export function notifyError(error: unknown): void {
  notifyFailure(errorMessage(error));
}

/** How long an error stays: long enough to read it and act (a success clears it sooner); other toasts keep Mantine's 4 s. */
export const ERROR_TOAST_MS = 10_000;

export function notifyFailure(message: string): void {
  notifications.show({ color: ERROR_COLOR, message, autoClose: ERROR_TOAST_MS });
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body.message) return error.body.message;
  return i18n.t('errors:unexpected_error');
}
