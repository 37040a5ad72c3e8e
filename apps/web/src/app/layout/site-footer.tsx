import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { COMPANY } from '@/lib/company';
import classes from './site-footer.module.css';

interface FooterColumn {
  key: 'candidates' | 'companies' | 'information';
  links: { key: string; to: string }[];
}

/** The footer's three columns. "About us" leads to the contact page, which presents the company. */
const COLUMNS: FooterColumn[] = [
  {
    key: 'candidates',
    links: [
      { key: 'createProfile', to: '/sign-up' },
      { key: 'login', to: '/sign-in' },
      { key: 'terms', to: '/documents/terms-candidate' },
      { key: 'privacy', to: '/documents/privacy-candidate' },
    ],
  },
  {
    key: 'companies',
    links: [
      { key: 'createCompanyAccount', to: '/sign-up?tab=1' },
      { key: 'companyLogin', to: '/sign-in?tab=1' },
      { key: 'terms', to: '/documents/terms-client' },
      { key: 'privacy', to: '/documents/privacy-client' },
    ],
  },
  {
    key: 'information',
    links: [
      { key: 'aboutUs', to: '/contact' },
      { key: 'europeanFunds', to: '/european-funds' },
      { key: 'recommendUs', to: '/recommend-us' },
      { key: 'profits', to: '/profits' },
      { key: 'cookies', to: '/documents/cookies' },
    ],
  },
];

const SOCIAL_ICONS = { facebook: IconBrandFacebook, linkedin: IconBrandLinkedin, instagram: IconBrandInstagram } as const;

export function SiteFooter() {
  const { t } = useTranslation('layout');
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Box component="address" style={{ fontStyle: 'normal' }}>
              <Text size="sm">{COMPANY.legalName}</Text>
              <Text size="sm">{COMPANY.street}</Text>
              <Text size="sm">
                {COMPANY.postalCode} {COMPANY.city}, {t('footer.country')}
              </Text>
              <Anchor href={COMPANY.phone.href} size="sm" className={classes.link}>
                {COMPANY.phone.display}
              </Anchor>
            </Box>
            <Group gap="xs">
              {COMPANY.social.map((profile) => {
                const Icon = SOCIAL_ICONS[profile.key];
                return (
                  <ActionIcon
                    key={profile.key}
                    component="a"
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    color="gray.3"
                    size="lg"
                    aria-label={t(`footer.social.${profile.key}`)}
                  >
                    <Icon size={22} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>
          {COLUMNS.map((column) => (
            <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
              <Title order={2} size="h5" className={classes.heading} id={`footer-${column.key}`} mb="sm">
                {t(`footer.${column.key}.title`)}
              </Title>
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Anchor component={Link} to={link.to} size="sm" className={classes.link}>
                      {t(`footer.${column.key}.${link.key}`)}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Text size="xs" className={classes.bottom} c="gray.4">
          {t('footer.copyright', { year: new Date().getFullYear(), company: COMPANY.legalName })}
        </Text>
      </Container>
    </Box>
  );
}
