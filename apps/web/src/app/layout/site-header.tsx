import { Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { MainNav } from '@/app/navigation/main-nav';
import { LanguageSwitcher } from './language-switcher';
import classes from './site-header.module.css';

/** The header bar of the public layout: logo, navigation, language; a drawer on small screens. */
export function SiteHeader() {
  const { t } = useTranslation('layout');
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Box component="header" className={classes.bar}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.logoLink} aria-label={t('homeLink')}>
            <Logo />
          </Link>
          <Group gap="xs" wrap="nowrap" visibleFrom="md">
            <nav aria-label={t('nav.label')}>
              <MainNav />
            </nav>
            <LanguageSwitcher />
          </Group>
          <Burger
            hiddenFrom="md"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? t('nav.close') : t('nav.open')}
            aria-expanded={drawerOpened}
            aria-controls="mobile-navigation"
          />
        </Group>
      </Container>
      <Drawer opened={drawerOpened} onClose={drawer.close} position="right" size="xs" title={t('nav.menu')} id="mobile-navigation" closeButtonProps={{ 'aria-label': t('nav.close') }} hiddenFrom="md">
        <Stack gap="md">
          <nav aria-label={t('nav.label')}>
            <MainNav vertical onNavigate={drawer.close} />
          </nav>
          <LanguageSwitcher fullWidth />
        </Stack>
      </Drawer>
    </Box>
  );
}
