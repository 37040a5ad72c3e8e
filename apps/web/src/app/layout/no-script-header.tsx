import { VisuallyHidden } from '@mantine/core';
import { IconMenu2, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { languageLink } from '@/app/navigation/language-redirect';
import { visibleNavItems } from '@/app/navigation/nav-items';
import { currentLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { INTERFACE_LANGUAGES } from './languages';
import classes from './no-script-header.module.css';

/*
 * The header's controls for a visitor without the app's script (index.html's .no-js-only): the language
 * menu and the phone's drawer need the script, so their stand-ins are native disclosures of plain links.
 */

/** Each language as a link that the server follows: the language's cookie, then this page again. */
function LanguageLinks() {
  const { pathname, search } = useLocation();
  const active = currentLocale();
  return (
    <ul className={classes.list}>
      {INTERFACE_LANGUAGES.map((language) => (
        <li key={language.locale}>
          <a href={languageLink(language.locale, pathname, search)} lang={language.htmlLang} hrefLang={language.htmlLang} aria-current={language.locale === active ? 'true' : undefined} className={classes.link}>
            {language.nativeName}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The language switch of wide screens: the current language's code opens the list of languages. */
export function NoScriptLanguages() {
  const { t } = useTranslation('layout');
  const active = currentLocale();
  const activeLanguage = INTERFACE_LANGUAGES.find((language) => language.locale === active);
  return (
    <details className={classes.languages}>
      <summary className={classes.summary}>
        <IconWorld size={18} aria-hidden />
        {active.toUpperCase()}
        <VisuallyHidden>{t('language.choose', { language: activeLanguage?.nativeName ?? active })}</VisuallyHidden>
      </summary>
      <div className={classes.panel}>
        <LanguageLinks />
      </div>
    </details>
  );
}

/** The phone's menu: the main navigation and the languages, under the width of the header. */
export function NoScriptMenu() {
  const { t } = useTranslation('layout');
  const { status } = useSession();
  return (
    <details>
      <summary className={classes.summary}>
        <IconMenu2 size={22} aria-hidden />
        <VisuallyHidden>{t('nav.menu')}</VisuallyHidden>
      </summary>
      <div className={classes.menuPanel}>
        <nav aria-label={t('nav.label')}>
          <ul className={classes.list}>
            {visibleNavItems(status).map((item) => (
              <li key={item.key}>
                <Link to={item.to} className={classes.link}>
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={classes.heading}>{t('language.label')}</p>
        <LanguageLinks />
      </div>
    </details>
  );
}
