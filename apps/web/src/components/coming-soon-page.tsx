import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';

/** Parts of the product that later issues deliver; the key names the part in common:comingSoon.features. */
export type UpcomingFeature = 'offerDocuments' | 'profilesCollection';

/** The page of a route whose feature is not delivered yet: it says so plainly and offers a way on. */
export function ComingSoonPage({ feature }: { feature: UpcomingFeature }) {
  const { t } = useTranslation('common');
  const title = t(`comingSoon.features.${feature}`);
  usePageTitle(title);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconHammer size={36} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={480}>
          {t('comingSoon.description')}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/">
            {t('comingSoon.backHome')}
          </Button>
          <Button component={Link} to="/contact" variant="default">
            {t('comingSoon.contact')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
