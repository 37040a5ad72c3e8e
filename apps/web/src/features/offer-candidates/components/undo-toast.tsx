import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clearErrorToasts } from '@/lib/notify';

/** How long the toast of a move offers its undo (hovering it keeps it open); well inside the mail window. */
export const UNDO_TOAST_MS = 10_000;

let lastToast = 0;

/**
 * The toast of a move: what happened, when the candidates hear of it, and an Undo button. A newer move's toast
 * replaces an older one, so each Undo on screen takes back the latest move.
 */
export function notifyMoved({ message, note, undoLabel, onUndo }: { message: string; note?: string; undoLabel: string; onUndo(): void }): void {
  clearErrorToasts();
  if (lastToast > 0) notifications.hide(`pipeline-move-${lastToast}`);
  const id = `pipeline-move-${++lastToast}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center" data-testid="move-toast">
        <Stack gap={2}>
          <Text size="sm">{message}</Text>
          {note ? (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          ) : null}
        </Stack>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}
