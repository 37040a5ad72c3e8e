import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The filters of a phone, in a drawer; loaded when first opened. */
export function FiltersDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('search');
  return (
    <Drawer opened={opened} onClose={onClose} title={t('filters.title')} position="left" size="90%" closeButtonProps={{ 'aria-label': t('filters.close') }}>
      {children}
    </Drawer>
  );
}
