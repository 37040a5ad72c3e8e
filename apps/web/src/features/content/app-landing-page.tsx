import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconBriefcase, IconFileCv, IconMessageCircle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FixedLocale } from '@/components/fixed-locale';
import { Logo } from '@/components/logo';
import { PageBanner } from '@/components/page-banner';
import { usePageTitle } from '@/components/use-page-title';
import { StoreButtons } from '@/features/home';
import { htmlLang } from '@/lib/i18n';

const BENEFITS = [
  { key: 'offers', icon: IconBriefcase },
  { key: 'notifications', icon: IconBell },
  { key: 'profile', icon: IconFileCv },
  { key: 'contact', icon: IconMessageCircle },
  { key: 'safety', icon: IconShieldCheck },
] as const;

function Landing() {
  const { t } = useTranslation('content');
  usePageTitle(t('appLanding.title'));
  return (
    <>
      <Container size="lg" py="sm">
        <Link to="/" aria-label={t('appLanding.homeLink')} style={{ textDecoration: 'none', display: 'inline-flex' }}>
          <Logo />
        </Link>
      </Container>
      <PageBanner title={t('appLanding.title')} subtitle={t('appLanding.intro')}>
        <StoreButtons />
      </PageBanner>
      <Container size="lg" py="xl" component="section" aria-labelledby="app-landing-benefits">
        <Title order={2} id="app-landing-benefits" mb="lg">
          {t('appLanding.benefitsTitle')}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" m={0} p={0} style={{ listStyle: 'none' }}>
          {BENEFITS.map(({ key, icon: Icon }) => (
            <Group component="li" key={key} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={3} size="h4">
                  {t(`appLanding.benefits.${key}.title`)}
                </Title>
                <Text c="dimmed">{t(`appLanding.benefits.${key}.text`)}</Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
        <Text mt="xl" size="sm" c="dark.6">
          {t('appLanding.note')}
        </Text>
      </Container>
    </>
  );
}

/** /lp/pobierz-aplikacje: always in Polish, without the navigation bar. */
export function AppLandingPage() {
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = htmlLang('pl');
    return () => {
      document.documentElement.lang = previous;
    };
  }, []);
  return (
    <FixedLocale locale="pl">
      <Landing />
    </FixedLocale>
  );
}
