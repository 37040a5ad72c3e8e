import { Button, Card, Container, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconCheck, IconCopy, IconHelmet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBanner } from '@/components/page-banner';
import { usePageTitle } from '@/components/use-page-title';

const AUDIENCES = [
  { key: 'colleagues', icon: IconHelmet, to: '/sign-up', points: ['free', 'profile', 'languages'] },
  { key: 'employers', icon: IconBuildingFactory2, to: '/sign-up?tab=1', points: ['reach', 'matching', 'price'] },
] as const;

/** /recommend-us: why and how to recommend the service to a colleague or an employer. */
export function RecommendUsPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('recommendUs.title'));
  const homeUrl = `${window.location.origin}/`;

  return (
    <>
      <PageBanner title={t('recommendUs.title')} subtitle={t('recommendUs.intro')} />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {AUDIENCES.map(({ key, icon: Icon, to, points }) => (
              <Card key={key} withBorder radius="md" padding="xl">
                <Stack gap="sm" h="100%" align="flex-start">
                  <Icon size={36} stroke={1.5} color="var(--mantine-color-blue-8)" aria-hidden />
                  <Title order={2} size="h3">
                    {t(`recommendUs.${key}.title`)}
                  </Title>
                  <Text>{t(`recommendUs.${key}.text`)}</Text>
                  <Stack component="ul" gap={4} pl="md" my={0}>
                    {points.map((point) => (
                      <li key={point}>{t(`recommendUs.${key}.points.${point}`)}</li>
                    ))}
                  </Stack>
                  <Button component={Link} to={to} variant="light" mt="auto">
                    {t(`recommendUs.${key}.button`)}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding="xl" bg="blue.0">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('recommendUs.share.title')}
              </Title>
              <Text>{t('recommendUs.share.text')}</Text>
              <Group>
                <Text fw={600} style={{ wordBreak: 'break-all' }}>
                  {homeUrl}
                </Text>
                <CopyButton value={homeUrl}>
                  {({ copied, copy }) => (
                    <Button onClick={copy} color={copied ? 'green.8' : 'blue'} leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}>
                      {copied ? t('recommendUs.share.copied') : t('recommendUs.share.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
