import { Container, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconCheck, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StoreButtons } from './store-buttons';

/** The app-download section of the home and contact pages. */
export function AppDownloadSection() {
  const { t } = useTranslation('home');
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="app-download-title">
      <Paper radius="lg" p={{ base: 'lg', md: 48 }} bg="blue.0">
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Title order={2} id="app-download-title">
                {t('appDownload.title')}
              </Title>
              <Text>{t('appDownload.text')}</Text>
              <List spacing="xs" icon={<ThemeIcon size={22} radius="xl" aria-hidden><IconCheck size={14} /></ThemeIcon>}>
                <List.Item>{t('appDownload.points.offers')}</List.Item>
                <List.Item>{t('appDownload.points.notifications')}</List.Item>
                <List.Item>{t('appDownload.points.profile')}</List.Item>
              </List>
              <StoreButtons />
              <Text size="sm" c="dark.6">
                <IconBell size={14} aria-hidden /> {t('appDownload.note')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
            <IconDeviceMobile size={200} stroke={1} color="var(--mantine-color-blue-8)" aria-hidden style={{ display: 'block', margin: '0 auto' }} />
          </Grid.Col>
        </Grid>
      </Paper>
    </Container>
  );
}
