import { type LoaderFunctionArgs, redirect } from 'react-router';
import { currentLocale, i18n, storeLocale } from '@/lib/i18n';
import { languageRedirect } from './language-redirect';

/** Route loader of /lang/{languageId}/{redirectionPath}: switches and stores the language, then redirects. */
export async function languageRedirectLoader({ params }: LoaderFunctionArgs) {
  const { locale, to } = languageRedirect(params.languageId ?? '', params['*'] ?? '', currentLocale());
  storeLocale(locale);
  await i18n.changeLanguage(locale);
  return redirect(to);
}
