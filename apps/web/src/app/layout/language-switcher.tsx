import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { INTERFACE_LANGUAGES } from './languages';
import { useChangeLanguage } from './use-change-language';

export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('layout');
  const { change, pending } = useChangeLanguage();
  const active = currentLocale();
  const activeLanguage = INTERFACE_LANGUAGES.find((language) => language.locale === active);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          fullWidth={fullWidth}
          leftSection={<IconWorld size={18} aria-hidden />}
          loading={pending}
        >
          {active.toUpperCase()}
          {/* The visible code stays part of the name (WCAG 2.5.3), the rest is for screen readers. */}
          <VisuallyHidden>{t('language.choose', { language: activeLanguage?.nativeName ?? active })}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {INTERFACE_LANGUAGES.map((language) => (
          <Menu.Item
            key={language.locale}
            lang={language.htmlLang}
            aria-current={language.locale === active ? 'true' : undefined}
            rightSection={language.locale === active ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => void change(language.locale)}
          >
            {language.nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
