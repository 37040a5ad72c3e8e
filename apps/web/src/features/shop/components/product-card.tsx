import { Badge, Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { ProductType, type ShopProduct, formatMoney } from '@trades/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/lib/i18n';

/** What the card's button does: subscriptions go straight to the cart; offers and profiles are chosen where they are listed. */
function ProductAction({ product, onAdd, adding }: { product: ShopProduct; onAdd: (product: ShopProduct) => void; adding: boolean }) {
  const { t } = useTranslation('shop');
  if (product.type === ProductType.PublishOffer || product.type === ProductType.CandidateProfile) {
    const offers = product.type === ProductType.PublishOffer;
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t(offers ? 'priceList.chooseOffersHint' : 'priceList.chooseCandidatesHint')}
        </Text>
        <Button component={Link} to={offers ? '/user/offers/draft/1' : '/user/offers/active/1'} variant="light">
          {t(offers ? 'priceList.chooseOffers' : 'priceList.chooseCandidates')}
        </Button>
      </Stack>
    );
  }
  return (
    <Button
      onClick={() => onAdd(product)}
      loading={adding}
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      aria-label={t('priceList.addToCartNamed', { name: product.name })}
    >
      {t('priceList.addToCart')}
    </Button>
  );
}

/** One product of the price list: labels, the price (the regular one struck through during a promotion), features, the action. */
export function ProductCard({ product, onAdd, adding }: { product: ShopProduct; onAdd: (product: ShopProduct) => void; adding: boolean }) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const locale = currentLocale();
  const current = product.price.isString ? product.priceText : `${formatMoney(product.price.amount, product.price.currency, locale)} ${t('priceList.net')}`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="lg" data-testid={`product-${product.uuid}`} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          {product.isMain ? <Badge variant="light">{t('priceList.main')}</Badge> : null}
          {product.isAdditional ? (
            <Badge variant="light" color="gray">
              {t('priceList.additional')}
            </Badge>
          ) : null}
          {product.isPopular ? <Badge color="orange">{t('priceList.popular')}</Badge> : null}
          {product.isPromotion ? <Badge color="red">{t('priceList.promotion')}</Badge> : null}
        </Group>
        <Title order={2} size="h3" id={headingId}>
          {product.name}
        </Title>
        {product.description ? <Text size="sm">{product.description}</Text> : null}
        <div>
          {product.isPromotion && product.priceRegular ? (
            <Text component="s" c="dimmed" size="sm" display="block">
              <VisuallyHidden>{t('priceList.regularPrice')}: </VisuallyHidden>
              {formatMoney(product.priceRegular.amount, product.priceRegular.currency, locale)}
            </Text>
          ) : null}
          <Text fw={700} size="xl" c={product.isPromotion ? 'red' : undefined}>
            {current}
          </Text>
        </div>
        {product.productFeatures.length > 0 ? (
          <List aria-label={t('priceList.features')} spacing={4} size="sm" icon={<IconCheck size={16} aria-hidden />} style={{ flexGrow: 1 }}>
            {product.productFeatures.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        ) : null}
        <ProductAction product={product} onAdd={onAdd} adding={adding} />
      </Stack>
    </Paper>
  );
}
