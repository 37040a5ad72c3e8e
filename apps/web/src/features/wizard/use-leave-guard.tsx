import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

/** Navigation state of the wizard's own moves after a save: those are never blocked. */
export const AFTER_SAVE_STATE = { wizardSaved: true } as const;

function isAfterSave(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { wizardSaved?: unknown }).wizardSaved === true;
}

/**
 * Blocks leaving a step while `when` holds (unsaved changes, an open profession or work place):
 * links and back ask in a dialog with `message`; closing or reloading the tab gets the browser's
 * own warning. Returns the dialog, to be rendered by the step.
 */
export function useLeaveGuard(when: boolean, message: string): ReactNode {
  const { t } = useTranslation('wizard');
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
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title={t('shell.leave.title')} centered size={500}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.proceed?.()}>
          {t('shell.leave.leave')}
        </Button>
        <Button onClick={stay} data-autofocus>
          {t('shell.leave.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
