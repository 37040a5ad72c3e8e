import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/** Navigation state of a form's own move after a save: that move is never blocked. */
export const AFTER_SAVE_STATE = { afterSave: true } as const;

function isAfterSave(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { afterSave?: unknown }).afterSave === true;
}

/** The dialog's words, in the form's own namespace. */
export interface LeaveGuardTexts {
  title: string;
  message: string;
  leave: string;
  stay: string;
}

/**
 * Blocks leaving a form while `when` holds (unsaved changes, an entry still open): links and back
 * ask in a dialog; closing or reloading the tab gets the browser's own warning. A navigation with
 * AFTER_SAVE_STATE passes. Returns the dialog, to be rendered by the form.
 */
export function useLeaveGuard(when: boolean, texts: LeaveGuardTexts, size: number | string = 500): ReactNode {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && !isAfterSave(nextLocation.state),
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const stay = () => blocker.reset?.();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title={texts.title} centered size={size}>
      <Text mb="lg">{texts.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.proceed?.()}>
          {texts.leave}
        </Button>
        <Button onClick={stay} data-autofocus>
          {texts.stay}
        </Button>
      </Group>
    </Modal>
  );
}
