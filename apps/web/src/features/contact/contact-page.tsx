import { Anchor, Container, Grid, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '@/components/page-banner';
import { usePageTitle } from '@/components/use-page-title';
import { AppDownloadSection, OurWorkSection } from '@/features/home';
import { COMPANY } from '@/lib/company';
import { ContactForm } from './contact-form';

/** The company's opening hours. */
const OPENING_HOURS = [
  { days: 'weekdays', hours: '10:00–18:00' },
  { days: 'saturday', hours: '10:00–14:00' },
  { days: 'sunday', hours: null },
] as const;

/** /contact: banner, opening hours, phone, the form, then our work and the app. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('intro')} />
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="opening-hours-title">
                <Group gap="sm" mb="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" aria-hidden>
                    <IconClock size={20} />
                  </ThemeIcon>
                  <Title order={2} size="h4" id="opening-hours-title">
                    {t('hours.title')}
                  </Title>
                </Group>
                <Table withRowBorders={false} verticalSpacing={4}>
                  <Table.Tbody>
                    {OPENING_HOURS.map((row) => (
                      <Table.Tr key={row.days}>
                        <Table.Th scope="row" fw={500} pl={0}>
                          {t(`hours.${row.days}`)}
                        </Table.Th>
                        <Table.Td ta="right" pr={0}>
                          {row.hours ?? t('hours.closed')}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
              <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="phone-contact-title">
                <Group gap="sm" mb="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" aria-hidden>
                    <IconPhone size={20} />
                  </ThemeIcon>
                  <Title order={2} size="h4" id="phone-contact-title">
                    {t('phone.title')}
                  </Title>
                </Group>
                <Text mb="xs">{t('phone.text')}</Text>
                <Anchor href={COMPANY.phone.href} fw={700} size="lg">
                  {COMPANY.phone.display}
                </Anchor>
                <Text size="sm" c="dimmed" mt="sm">
                  {COMPANY.legalName}, {COMPANY.street}, {COMPANY.postalCode} {COMPANY.city}
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ContactForm />
          </Grid.Col>
        </Grid>
      </Container>
      <OurWorkSection />
      <AppDownloadSection />
    </>
  );
}
