import { Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The App Store and Google Play buttons. The app is not in the stores yet, so they say so and lead
 * to the contact page, where a visitor can ask to be told at launch.
 */
export function StoreButtons() {
  const { t } = useTranslation('home');
  const stores = [
    { key: 'appStore', icon: IconBrandApple },
    { key: 'googlePlay', icon: IconBrandGooglePlay },
  ] as const;
  return (
    <Group gap="md">
      {stores.map(({ key, icon: Icon }) => (
        <Button
          key={key}
          component={Link}
          to="/contact"
          color="dark"
          size="lg"
          leftSection={<Icon size={24} aria-hidden />}
          rightSection={
            <Badge color="yellow.4" autoContrast size="sm">
              {t('appDownload.soon')}
            </Badge>
          }
        >
          <Text component="span" fw={700}>
            {t(`appDownload.${key}`)}
          </Text>
          <VisuallyHidden>{t('appDownload.storeHint')}</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
