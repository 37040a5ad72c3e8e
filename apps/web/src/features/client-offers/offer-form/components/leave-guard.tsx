import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Asks before leaving a dirty offer form ('really_leave_page'): links and back open a dialog,
 * closing or reloading the tab gets the browser's own warning. `released` is set by a successful
 * save just before it navigates away, so that move is never blocked.
 */
export function useOfferLeaveGuard(dirty: boolean, released: RefObject<boolean>): ReactNode {
  const { t } = useTranslation('clientOffers');
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty, released],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title={t('form.leave.title')} centered size={290}>
      <Text mb="lg">{t('form.leave.really_leave_page')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.proceed?.()}>
          {t('form.leave.leave')}
        </Button>
        <Button onClick={stay} data-autofocus>
          {t('form.leave.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
