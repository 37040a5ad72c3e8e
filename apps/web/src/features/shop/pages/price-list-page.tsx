import { Button, Container, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ShopProduct } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { notifyError } from '@/lib/notify';
import { useAddCartItems } from '../api/cart';
import { usePriceList } from '../api/price-list';
import { EmptyState, LoadError } from '../components/load-state';
import { PriceListTreeTable } from '../components/price-list-tree';
import { ProductCard } from '../components/product-card';
import { type BillingPeriod, subscriptionsOf } from '../shop-rules';

export type PriceListKind = 'subscriptions' | 'single-products';
const KINDS: readonly PriceListKind[] = ['subscriptions', 'single-products'];
const kindLabel = { subscriptions: 'priceList.subscriptions', 'single-products': 'priceList.singleProducts' } as const;

/** The selector of the two price lists, as links so each has its address. */
function KindSelector({ current }: { current: PriceListKind }) {
  const { t } = useTranslation('shop');
  return (
    <Group component="nav" aria-label={t('priceList.kind')} gap="xs">
      {KINDS.map((kind) => (
        <Button
          key={kind}
          component={Link}
          to={`/client/price-list/${kind}`}
          variant={kind === current ? 'filled' : 'default'}
          aria-current={kind === current ? 'page' : undefined}
        >
          {t(kindLabel[kind])}
        </Button>
      ))}
    </Group>
  );
}

/**
 * /client/price-list/subscriptions and /client/price-list/single-products: the products on sale
 * with labels, promotion prices and features, the monthly/annual toggle of subscriptions, and the
 * comparison. A subscription goes straight to the cart; offers and profiles are chosen where they are listed.
 */
export function PriceListPage({ kind }: { kind: PriceListKind }) {
  const { t } = useTranslation('shop');
  usePageTitle(`${t('priceList.title')}: ${t(kindLabel[kind])}`);
  const navigate = useNavigate();
  const priceList = usePriceList();
  const add = useAddCartItems({ endsForm: true });
  const [period, setPeriod] = useState<BillingPeriod>('month');

  const addToCart = (product: ShopProduct) =>
    add.mutate({ cartItems: [{ product: product.uuid, items: [] }] }, { onSuccess: () => void navigate('/user/cart'), onError: notifyError });

  const data = priceList.data;
  const products = !data ? [] : kind === 'subscriptions' ? subscriptionsOf(data.subscription, period) : data.functions;
  const tree = !data ? null : kind === 'subscriptions' ? data.tree_subscription[period] : data.tree_functions;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('priceList.title')}</Title>
        <KindSelector current={kind} />
        {kind === 'subscriptions' ? (
          <Stack gap={4}>
            <Text component="span" id="billing-period-label" size="sm" fw={500}>
              {t('priceList.billing')}
            </Text>
            <Group gap="sm">
              <SegmentedControl
                aria-labelledby="billing-period-label"
                value={period}
                onChange={(value) => setPeriod(value as BillingPeriod)}
                data={[
                  { value: 'month', label: t('priceList.monthly') },
                  { value: 'year', label: t('priceList.annual') },
                ]}
              />
              <Text size="sm" c="dimmed">
                {t('priceList.annualNote')}
              </Text>
            </Group>
          </Stack>
        ) : null}
        {priceList.isError ? (
          <LoadError onRetry={() => void priceList.refetch()} />
        ) : !data ? (
          <PageLoader />
        ) : products.length === 0 ? (
          <EmptyState>{t('priceList.empty')}</EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {products.map((product) => (
              <ProductCard key={product.uuid} product={product} onAdd={addToCart} adding={add.isPending && add.variables.cartItems[0]?.product === product.uuid} />
            ))}
          </SimpleGrid>
        )}
        {tree ? <PriceListTreeTable tree={tree} /> : null}
      </Stack>
    </Container>
  );
}

export const SubscriptionPriceListPage = () => <PriceListPage kind="subscriptions" />;
export const SingleProductPriceListPage = () => <PriceListPage kind="single-products" />;
