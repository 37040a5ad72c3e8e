import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AccountType } from '@trades/contracts';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { MainNav } from '@/app/navigation/main-nav';
import { useSession } from '@/lib/session';
import { LanguageSwitcher } from './language-switcher';
import { NoScriptLanguages, NoScriptMenu } from './no-script-header';
import classes from './site-header.module.css';

// The drawer (dialog, overlay, focus trap) loads when it is first opened, not with every page.
const MobileNavigation = lazy(async () => ({ default: (await import('./mobile-navigation')).MobileNavigation }));
// Only signed-in candidates and employers see the messages link: visitors of the public pages never download it.
const UnreadBadge = lazy(async () => ({ default: (await import('@/features/conversations')).UnreadBadge }));

/** The header bar of the public layout: logo, navigation, language; a drawer on small screens. Without script, disclosures of links stand in for the language menu and the drawer. */
export function SiteHeader() {
  const { t } = useTranslation('layout');
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (drawerOpened && !drawerLoaded) setDrawerLoaded(true);
  const { status, accountType } = useSession();
  const withMessages = status === 'authenticated' && (accountType === AccountType.Candidate || accountType === AccountType.Client);

  return (
    <Box component="header" className={classes.bar}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.logoLink} aria-label={t('homeLink')}>
            <Logo />
          </Link>
          <Group gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              <nav aria-label={t('nav.label')}>
                <MainNav />
              </nav>
              <LanguageSwitcher />
              <div className="no-js-only">
                <NoScriptLanguages />
              </div>
            </Group>
            {withMessages ? (
              <Suspense fallback={null}>
                <UnreadBadge />
              </Suspense>
            ) : null}
            <Burger
              className="js-only"
              hiddenFrom="md"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={drawerOpened ? t('nav.close') : t('nav.open')}
              aria-expanded={drawerOpened}
              aria-controls="mobile-navigation"
            />
            <div className="no-js-only">
              <Box hiddenFrom="md">
                <NoScriptMenu />
              </Box>
            </div>
          </Group>
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
