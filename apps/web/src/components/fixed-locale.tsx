import type { Locale } from '@trades/contracts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { htmlLang, i18n, isLocaleLoaded, loadLocale } from '@/lib/i18n';
import { PageLoader } from './page-loader';

/**
 * Shows its children in one language whatever the interface language is (the Polish-only pages, such as
 * the EU funds page), with the matching lang attribute for screen readers.
 */
export function FixedLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Only the interface language is downloaded at start; this one may still have to arrive.
  const [loaded, setLoaded] = useState(() => isLocaleLoaded(locale));
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loadLocale(locale).then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [locale, loaded]);
  const instance = useMemo(() => (loaded ? i18n.cloneInstance({ lng: locale, initAsync: false }) : null), [locale, loaded]);
  if (!instance) return <PageLoader />;
  return (
    <I18nextProvider i18n={instance}>
      <div lang={htmlLang(locale)}>{children}</div>
    </I18nextProvider>
  );
}
