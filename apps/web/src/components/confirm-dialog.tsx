import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** The confirm button waits for the action it started. */
  loading?: boolean;
  /** Red confirm button for what cannot be undone. */
  danger?: boolean;
}

/** A yes/no question before an action; 290 px wide as the spec's confirmation dialogs. */
export function ConfirmDialog({ opened, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, loading = false, danger = false }: ConfirmDialogProps) {
  // A double click confirms once: the second click comes before the first one's `loading` is on screen.
  const confirmed = useRef(false);
  useEffect(() => {
    confirmed.current = false;
  }, [opened, loading]);
  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onCancel} title={title} size={290} centered withCloseButton={!loading}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={confirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
