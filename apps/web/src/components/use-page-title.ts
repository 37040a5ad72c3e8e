import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to "{title} | {product}", or the product name alone; `null` leaves the title
 * to what the page shows instead (the not-found content sets its own).
 */
export function usePageTitle(title?: string | null) {
  const { t } = useTranslation('common');
  // An empty title is not applied.
  useDocumentTitle(title === null ? '' : title ? `${title} | ${t('app.name')}` : t('app.name'));
}
