import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './filters-drawer.module.css';

/** The filters of a phone, in a drawer, with `footer` kept at its bottom edge; loaded when first opened. */
export function FiltersDrawer({ opened, onClose, children, footer }: { opened: boolean; onClose: () => void; children: ReactNode; footer: ReactNode }) {
  const { t } = useTranslation('search');
  return (
    <Drawer opened={opened} onClose={onClose} title={t('filters.title')} position="left" size="90%" closeButtonProps={{ 'aria-label': t('filters.close') }}>
      {children}
      <div className={classes.footer} data-testid="filters-drawer-footer">
        {footer}
      </div>
    </Drawer>
  );
}
