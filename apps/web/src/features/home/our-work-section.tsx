import { Badge, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconCrane, IconPlant2, IconTools, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './our-work-section.module.css';

/** Industry tiles: ids of the search filter; agriculture is not open yet. */
export const WORK_TILES = [
  { key: 'construction', industry: 1, icon: IconCrane },
  { key: 'heavyIndustry', industry: 6, icon: IconBuildingFactory2 },
  { key: 'logistics', industry: 5, icon: IconTruck },
  { key: 'other', industry: 8, icon: IconTools },
  { key: 'agriculture', industry: null, icon: IconPlant2 },
] as const;

export function OurWorkSection() {
  const { t } = useTranslation('home');
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="our-work-title">
      <Title order={2} id="our-work-title" mb={4}>
        {t('ourWork.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('ourWork.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        {WORK_TILES.map(({ key, industry, icon: Icon }) => {
          const content = (
            <Stack align="center" gap="xs" ta="center">
              <Icon size={40} stroke={1.5} aria-hidden />
              <Text fw={700}>{t(`ourWork.tiles.${key}`)}</Text>
              {industry === null ? (
                <Badge color="gray" variant="light">
                  {t('ourWork.soon')}
                </Badge>
              ) : null}
            </Stack>
          );
          return industry === null ? (
            <Card key={key} withBorder radius="md" padding="lg" className={classes.tile} data-disabled>
              {content}
            </Card>
          ) : (
            <Card key={key} withBorder radius="md" padding="lg" className={classes.tile} component={Link} to={`/search/query/industry=${industry}`}>
              {content}
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
