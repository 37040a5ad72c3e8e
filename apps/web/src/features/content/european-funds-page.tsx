import { Alert, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FixedLocale } from '@/components/fixed-locale';
import { PageBanner } from '@/components/page-banner';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';

const FACTS = ['projectTitle', 'number', 'cost', 'support', 'period'] as const;

function ProjectInformation() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageBanner title={t('europeanFunds.title')} subtitle={t('europeanFunds.intro')} />
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
              {FACTS.map((fact) => (
                <div key={fact} style={fact === 'projectTitle' ? { gridColumn: '1 / -1' } : undefined}>
                  <Text component="dt" size="sm" c="dimmed" fw={600}>
                    {t(`europeanFunds.facts.${fact}.label`)}
                  </Text>
                  <Text component="dd" m={0} fw={fact === 'projectTitle' ? 700 : 500} size={fact === 'projectTitle' ? 'lg' : 'md'}>
                    {t(`europeanFunds.facts.${fact}.value`)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
          <Stack gap="sm">
            <Title order={2}>{t('europeanFunds.descriptionTitle')}</Title>
            <Text>{t('europeanFunds.description.purpose')}</Text>
            <Text>{t('europeanFunds.description.scope')}</Text>
            <Text>{t('europeanFunds.description.results')}</Text>
            <Text fw={600}>{t('europeanFunds.description.motto')}</Text>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

/**
 * /european-funds: the information about the EU-co-financed project is published
 * in Polish; visitors using another language get a note about that in their language.
 */
export function EuropeanFundsPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('europeanFunds.pageTitle'));
  return (
    <>
      {currentLocale() === 'pl' ? null : (
        <Container size="lg" pt="md">
          <Alert icon={<IconInfoCircle aria-hidden />} color="blue" variant="light">
            {t('europeanFunds.languageNote')}
          </Alert>
        </Container>
      )}
      <FixedLocale locale="pl">
        <ProjectInformation />
      </FixedLocale>
    </>
  );
}
