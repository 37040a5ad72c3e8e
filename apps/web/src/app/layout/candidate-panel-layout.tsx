import { Box, Button, Container, Drawer, Grid, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CandidateSidebar } from '@/app/navigation/candidate-sidebar';
import { PublicLayout } from './public-layout';

/** The candidate area: the public frame with the candidate side panel (a drawer on small screens). */
export function CandidatePanelLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const [opened, drawer] = useDisclosure(false);
  return (
    <PublicLayout>
      <Container size="xl" py="lg">
        <Button hiddenFrom="md" variant="default" leftSection={<IconLayoutSidebar size={18} aria-hidden />} onClick={drawer.open} mb="md" aria-controls="candidate-panel-drawer" aria-expanded={opened}>
          {t('candidatePanel.open')}
        </Button>
        <Drawer opened={opened} onClose={drawer.close} title={t('candidatePanel.label')} id="candidate-panel-drawer" size="xs" closeButtonProps={{ 'aria-label': t('candidatePanel.close') }} hiddenFrom="md">
          <nav aria-label={t('candidatePanel.label')}>
            <CandidateSidebar onNavigate={drawer.close} />
          </nav>
        </Drawer>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Paper component="nav" aria-label={t('candidatePanel.label')} withBorder p="sm" radius="md" pos="sticky" top={88}>
              <CandidateSidebar />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Box>{children}</Box>
          </Grid.Col>
        </Grid>
      </Container>
    </PublicLayout>
  );
}
