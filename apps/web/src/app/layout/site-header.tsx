import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { MainNav } from '@/app/navigation/main-nav';
import { LanguageSwitcher } from './language-switcher';
import classes from './site-header.module.css';

// The drawer (dialog, overlay, focus trap) loads when it is first opened, not with every page.
const MobileNavigation = lazy(async () => ({ default: (await import('./mobile-navigation')).MobileNavigation }));

/** The header bar of the public layout: logo, navigation, language; a drawer on small screens. */
export function SiteHeader() {
  const { t } = useTranslation('layout');
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (drawerOpened && !drawerLoaded) setDrawerLoaded(true);

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
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavigation opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </Box>
  );
}
