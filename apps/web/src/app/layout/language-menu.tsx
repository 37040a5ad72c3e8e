import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Locale } from '@trades/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from './languages';

/** The list of languages under the switcher's button; loaded when the visitor first opens it. */
export function LanguageMenu({ trigger, active, onChoose }: { trigger: ReactElement; active: Locale; onChoose: (locale: Locale) => void }) {
  const { t } = useTranslation('layout');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {INTERFACE_LANGUAGES.map((language) => (
          <Menu.Item
            key={language.locale}
            lang={language.htmlLang}
            aria-current={language.locale === active ? 'true' : undefined}
            rightSection={language.locale === active ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => onChoose(language.locale)}
          >
            {language.nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
