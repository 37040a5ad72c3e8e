import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MainNav } from '@/app/navigation/main-nav';
import { LanguageSwitcher } from './language-switcher';

/** The navigation drawer of small screens; loaded when it is first opened. */
export function MobileNavigation({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={t('nav.menu')} id="mobile-navigation" closeButtonProps={{ 'aria-label': t('nav.close') }} hiddenFrom="md">
      <Stack gap="md">
        <nav aria-label={t('nav.label')}>
          <MainNav vertical onNavigate={onClose} />
        </nav>
        <LanguageSwitcher fullWidth />
      </Stack>
    </Drawer>
  );
}
