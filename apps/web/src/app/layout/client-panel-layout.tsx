import { AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { ClientSidebar } from '@/app/navigation/client-sidebar';
import { UnreadBadge } from '@/features/conversations';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_CONTENT_ID, SkipToContent } from './public-layout';
import { SiteFooter } from './site-footer';
import classes from './site-header.module.css';

/** The employer panel: header, the side panel (collapsible on phones) and the page. */
export function ClientPanelLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const [opened, navbar] = useDisclosure(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // A followed link closes the panel on phones.
    setLastPath(pathname);
    navbar.close();
  }

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !opened } }} padding={0}>
      <SkipToContent />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="md"
              opened={opened}
              onClick={navbar.toggle}
              size="sm"
              aria-label={opened ? t('clientPanel.close') : t('clientPanel.open')}
              aria-expanded={opened}
              aria-controls="client-panel-navigation"
            />
            <Link to="/" className={classes.logoLink} aria-label={t('homeLink')}>
              <Logo />
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <UnreadBadge />
            {/* A phone's header has room for the messages but not the language too: that moves into the menu, as in the public header. */}
            <Box visibleFrom="sm">
              <LanguageSwitcher />
            </Box>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="client-panel-navigation" aria-label={t('clientPanel.label')}>
        <ScrollArea type="auto">
          <ClientSidebar />
        </ScrollArea>
        <Box hiddenFrom="sm" pt="sm">
          <LanguageSwitcher fullWidth />
        </Box>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <div style={{ minHeight: 'calc(100vh - 64px)' }}>{children}</div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
