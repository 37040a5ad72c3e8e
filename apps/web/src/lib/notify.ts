import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/* Toasts of every screen (top-right, see the providers). */

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** The server's message when the answer has one, otherwise unexpected_error. */
export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', message: errorMessage(error) });
}

export function notifyFailure(message: string): void {
  notifications.show({ color: 'red', message });
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body.message) return error.body.message;
  return i18n.t('errors:unexpected_error');
}
