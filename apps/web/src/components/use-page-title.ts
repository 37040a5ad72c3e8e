import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "{title} | {product}", or the product name alone. */
export function usePageTitle(title?: string) {
  const { t } = useTranslation('common');
  useDocumentTitle(title ? `${title} | ${t('app.name')}` : t('app.name'));
}
