import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2, IconHelmet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Create-account calls to /sign-up: the candidate tab, and the employer tab (?tab=1). */
export function CreateAccountSection() {
  const { t } = useTranslation('home');
  const cards = [
    { key: 'candidate', to: '/sign-up', icon: IconHelmet },
    { key: 'employer', to: '/sign-up?tab=1', icon: IconBuildingFactory2 },
  ] as const;
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="create-account-title">
      <Title order={2} id="create-account-title" mb="lg">
        {t('createAccount.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {cards.map(({ key, to, icon: Icon }) => (
          <Card key={key} withBorder radius="md" padding="xl" bg={key === 'candidate' ? 'blue.0' : 'gray.0'}>
            <Stack gap="sm" align="flex-start" h="100%">
              <Icon size={40} stroke={1.5} aria-hidden color="var(--mantine-color-blue-8)" />
              <Title order={3} size="h4">
                {t(`createAccount.${key}.title`)}
              </Title>
              <Text>{t(`createAccount.${key}.text`)}</Text>
              <Button component={Link} to={to} mt="auto">
                {t(`createAccount.${key}.button`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
