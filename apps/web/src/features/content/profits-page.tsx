import { Button, Card, Container, List, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBanner } from '@/components/page-banner';
import { usePageTitle } from '@/components/use-page-title';

const GROUPS = [
  { key: 'candidates', points: ['free', 'profile', 'matching', 'professions', 'countries'], to: '/sign-up' },
  { key: 'employers', points: ['price', 'matching', 'verified', 'documents', 'annual'], to: '/sign-up?tab=1' },
] as const;

/** /profits: what candidates and employers gain. */
export function ProfitsPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('profits.title'));
  return (
    <>
      <PageBanner title={t('profits.title')} subtitle={t('profits.intro')} />
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {GROUPS.map((group) => (
            <Card key={group.key} withBorder radius="md" padding="xl">
              <Stack gap="md" h="100%" align="flex-start">
                <Title order={2} size="h3">
                  {t(`profits.${group.key}.title`)}
                </Title>
                <List
                  spacing="sm"
                  icon={
                    <ThemeIcon size={22} radius="xl" color="green.8" aria-hidden>
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {group.points.map((point) => (
                    <List.Item key={point}>{t(`profits.${group.key}.points.${point}`)}</List.Item>
                  ))}
                </List>
                <Button component={Link} to={group.to} mt="auto">
                  {t(`profits.${group.key}.button`)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
