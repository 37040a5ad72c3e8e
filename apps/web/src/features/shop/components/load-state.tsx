import { useTranslation } from 'react-i18next';
import { LoadError as ListLoadError } from '@/components/list-state';

export { EmptyState } from '@/components/list-state';

/** A call of a shop page failed: say so in the shop's words and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return <ListLoadError title={t('loadError')} retryLabel={t('retry')} onRetry={onRetry} />;
}
