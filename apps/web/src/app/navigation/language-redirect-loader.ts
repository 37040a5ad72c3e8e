import { type LoaderFunctionArgs, redirect } from 'react-router';
import { currentLocale, i18n, localeCookie, storeLocale } from '@/lib/i18n';
import { languageRedirect } from './language-redirect';

/**
 * Route loader of /lang/{languageId}/{redirectionPath}: switches and stores the language, then redirects. The link's
 * own query goes along (a mail's /lang/pl/job-alerts/unsubscribe?token=...), unless the encoded path carries one.
 * On the server (a link followed before or without the app's script) the redirect answers with the language's cookie.
 */
export async function languageRedirectLoader({ params, request }: LoaderFunctionArgs) {
  const { locale, to } = languageRedirect(params.languageId ?? '', params['*'] ?? '', currentLocale());
  const target = new URL(to, request.url);
  if (!target.search) target.search = new URL(request.url).search;
  if (typeof document !== 'undefined') storeLocale(locale);
  await i18n.changeLanguage(locale);
  return redirect(`${target.pathname}${target.search}${target.hash}`, { headers: { 'set-cookie': localeCookie(locale) } });
}
