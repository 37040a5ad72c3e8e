import type { Locale } from '@trades/contracts';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { htmlLang, i18n } from '@/lib/i18n';

/**
 * Shows its children in one language whatever the interface language is (the Polish-only pages of
 * platform.md 1 and 2.10), with the matching lang attribute for screen readers.
 */
export function FixedLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  const instance = useMemo(() => i18n.cloneInstance({ lng: locale }), [locale]);
  return (
    <I18nextProvider i18n={instance}>
      <div lang={htmlLang(locale)}>{children}</div>
    </I18nextProvider>
  );
}
