import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const BENEFITS = ['profile', 'matching', 'free', 'countries'] as const;

/** The numbered list of four benefits. */
export function BenefitsSection() {
  const { t } = useTranslation('home');
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="benefits-title">
      <Title order={2} id="benefits-title" mb="lg">
        {t('benefits.title')}
      </Title>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {BENEFITS.map((key, index) => (
          <Stack component="li" key={key} gap="xs">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <Text fw={800} fz="lg">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(`benefits.items.${key}.title`)}
            </Title>
            <Text c="dimmed">{t(`benefits.items.${key}.text`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
