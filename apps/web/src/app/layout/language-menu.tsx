import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Locale } from '@trades/contracts';
import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageLink } from '@/app/navigation/language-redirect';
import { INTERFACE_LANGUAGES } from './languages';

/** The list of languages under the switcher's button, each a link to its page in that language; loaded when the visitor first opens it. */
export function LanguageMenu({ trigger, active, onChoose }: { trigger: ReactElement; active: Locale; onChoose: (locale: Locale) => void }) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {INTERFACE_LANGUAGES.map((language) => (
          <Menu.Item
            key={language.locale}
            component="a"
            href={languageLink(language.locale, pathname, search)}
            lang={language.htmlLang}
            aria-current={language.locale === active ? 'true' : undefined}
            rightSection={language.locale === active ? <IconCheck size={16} aria-hidden /> : null}
            onClick={(event: MouseEvent) => {
              // A plain click switches here; a link opened in a new tab switches through the server.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onChoose(language.locale);
            }}
          >
            {language.nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
