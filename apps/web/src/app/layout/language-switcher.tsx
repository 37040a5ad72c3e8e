import { Button, VisuallyHidden } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { INTERFACE_LANGUAGES } from './languages';
import { useChangeLanguage } from './use-change-language';

// The menu (and the positioning code under it) loads at the first click, not with every page.
const LanguageMenu = lazy(async () => ({ default: (await import('./language-menu')).LanguageMenu }));

export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('layout');
  const { change, pending } = useChangeLanguage();
  const [menuWanted, setMenuWanted] = useState(false);
  const active = currentLocale();
  const activeLanguage = INTERFACE_LANGUAGES.find((language) => language.locale === active);

  const trigger = (
    <Button
      // Without script the header shows its stand-in (no-script-header.tsx), a list of language links.
      className="js-only"
      variant="subtle"
      color="dark"
      fullWidth={fullWidth}
      leftSection={<IconWorld size={18} aria-hidden />}
      loading={pending}
      aria-haspopup="menu"
      onClick={menuWanted ? undefined : () => setMenuWanted(true)}
    >
      {active.toUpperCase()}
      {/* The visible code stays part of the name (WCAG 2.5.3), the rest is for screen readers. */}
      <VisuallyHidden>{t('language.choose', { language: activeLanguage?.nativeName ?? active })}</VisuallyHidden>
    </Button>
  );
  if (!menuWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu trigger={trigger} active={active} onChoose={(locale) => void change(locale)} />
    </Suspense>
  );
}
