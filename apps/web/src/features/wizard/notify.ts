import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/* Toasts of the wizard. */

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** The server's message when the answer has one, otherwise unexpected_error (candidate-side.md 8). */
export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', message: error instanceof ApiError && error.body.message ? error.body.message : i18n.t('errors:unexpected_error') });
}

export function notifyFailure(message: string): void {
  notifications.show({ color: 'red', message });
}
