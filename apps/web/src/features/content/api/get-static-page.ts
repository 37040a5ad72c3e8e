import { useQuery } from '@tanstack/react-query';
import { STATIC_DOCUMENT_KEYS, type StaticDocumentKey, type StaticPage } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

export function isStaticDocumentKey(value: string | undefined): value is StaticDocumentKey {
  return (STATIC_DOCUMENT_KEYS as readonly string[]).includes(value ?? '');
}

/** GET /v1/public/static-content/page/{docName}: title and HTML in the X-LOCALE language. */
export function fetchStaticPage(docName: StaticDocumentKey): Promise<Pick<StaticPage, 'title' | 'content'>> {
  return api<Pick<StaticPage, 'title' | 'content'>>(`/v1/public/static-content/page/${encodeURIComponent(docName)}`, { auth: false });
}

/** An unknown key is not asked for: the page shows the not-found text straight away. */
export function useStaticPage(documentKey: string | undefined) {
  const known = isStaticDocumentKey(documentKey);
  const query = useQuery({
    queryKey: ['static-page', documentKey, currentLocale()],
    queryFn: () => fetchStaticPage(documentKey as StaticDocumentKey),
    enabled: known,
    staleTime: 10 * 60_000,
  });
  return { ...query, known };
}
