import { Alert, Button, Container, Grid, Group, Image, Paper, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type CartItem, type OrderRow, type PaymentMethod, formatMoney, missingBillingFields } from '@trades/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { currentLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useClientProfile } from '@/features/accounts';
import { useCart, useCartSummary, useRemoveCartLine } from '../api/cart';
import { useWaitingOrders } from '../api/orders';
import { usePaymentMethods, useRegisterPayment } from '../api/payment';
import { BuyerSummary } from '../components/buyer-summary';
import { CartContents } from '../components/cart-contents';
import { EmptyState, LoadError } from '../components/load-state';
import { MoneySummary } from '../components/money-summary';
import { PaymentRedirectCover } from '../components/payment-redirect-cover';
import { PAYMENT_RETURN_URL } from '../shop-rules';
import { useRenewPayment } from '../use-renew-payment';

function PaymentMethods({ methods, value, onChange }: { methods: PaymentMethod[]; value: number | undefined; onChange: (id: number) => void }) {
  const { t } = useTranslation('shop');
  return (
    <Radio.Group value={value === undefined ? null : String(value)} onChange={(id) => onChange(Number(id))} label={<VisuallyHidden>{t('cart.methods')}</VisuallyHidden>}>
      <Stack gap="xs" mt={4}>
        {methods.map((method) => (
          <Paper key={method.provider_method_id} withBorder radius="md" p="sm">
            <Radio
              value={String(method.provider_method_id)}
              label={
                <Group gap="sm" wrap="nowrap">
                  <Image src={method.logo} alt={t('cart.logo', { title: method.title })} w={48} h={30} fit="contain" />
                  <span>{method.title}</span>
                </Group>
              }
            />
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * An empty cart after an order was placed (the employer came back from the payment page): where that
 * order is, and a way to pay it (its payment as registered) or to see it.
 */
function WaitingOrders({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation('shop');
  const locale = currentLocale();
  const { renew, renewing } = useRenewPayment();
  return (
    <Stack gap="sm">
      {orders.map((order) => (
        <Alert key={order.uuid} color="blue" title={t('cart.waitingTitle')} data-testid={`waiting-order-${order.uuid}`}>
          <Text size="sm">{t('cart.waitingOrder', { number: order.number, total: formatMoney(order.totalGrossValue, order.currency, locale) })}</Text>
          <Group gap="sm" mt="sm">
            <Button size="compact-md" onClick={() => renew(order.uuid)} loading={renewing === order.uuid} aria-label={t('cart.payNowOf', { number: order.number })}>
              {t('cart.payNow')}
            </Button>
            <Button size="compact-md" variant="default" component={Link} to={`/user/order/${order.uuid}`} aria-label={t('cart.seeOrderOf', { number: order.number })}>
              {t('cart.seeOrder')}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * /user/cart: step 1 the items grouped by product (each can be removed), step 2 the payment
 * method (the first preselected), the summary, and placing the order, which turns the cart into
 * an order and, after a six-second cover, leaves for the payment page. An empty cart points to the
 * orders still waiting for their payment.
 */
export function CartPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('cart.title'));
  const cart = useCart();
  const summary = useCartSummary();
  const methods = usePaymentMethods();
  const remove = useRemoveCartLine();
  const buyer = useClientProfile();
  const buyerIncomplete = !buyer.data || missingBillingFields(buyer.data).length > 0;
  const register = useRegisterPayment();
  const [chosenMethod, setChosenMethod] = useState<number>();
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);

  const groups = (cart.data?.data.cartItems.data ?? []).filter((group) => group.items.length > 0);
  const empty = cart.data !== undefined && groups.length === 0 && !paymentUrl;
  const waiting = useWaitingOrders(empty);
  const method = chosenMethod ?? methods.data?.items[0]?.provider_method_id;
  const totals = summary.data?.items[0];

  const removeItem = (item: CartItem) => remove.mutate(item.id, { onError: notifyError });
  const placeOrder = () => {
    if (!cart.data) return;
    const cartUuid = cart.data.data.uuid;
    register.mutate(
      { cartUuid, body: { regulationAccept: true, urlReturn: PAYMENT_RETURN_URL, method, cartUuid } },
      {
        onSuccess: (answer) => {
          const url = answer.items[0]?.paymentUrl;
          if (url) setPaymentUrl(url);
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('cart.title')}</Title>
        {cart.isError ? (
          <LoadError onRetry={() => void cart.refetch()} />
        ) : !cart.data ? (
          <PageLoader />
        ) : empty ? (
          <Stack gap="md">
            {waiting.data && waiting.data.items.length > 0 ? <WaitingOrders orders={waiting.data.items} /> : null}
            <EmptyState>
              {t('cart.empty')}
              <Group justify="center" mt="md">
                <Button component={Link} to="/client/price-list/subscriptions" variant="light">
                  {t('cart.toPriceList')}
                </Button>
                <Button component={Link} to="/user/offers/draft/1" variant="default">
                  {t('cart.toDrafts')}
                </Button>
              </Group>
            </EmptyState>
          </Stack>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="xl">
                <section aria-labelledby="cart-step-items">
                  <Title order={2} size="h3" id="cart-step-items" mb="sm">
                    {t('cart.stepCart')}
                  </Title>
                  <CartContents groups={groups} onRemove={removeItem} removing={remove.isPending ? remove.variables : null} />
                </section>
                <section aria-labelledby="cart-step-payment">
                  <Title order={2} size="h3" id="cart-step-payment" mb="sm">
                    {t('cart.stepPayment')}
                  </Title>
                  {methods.isError ? (
                    <LoadError onRetry={() => void methods.refetch()} />
                  ) : methods.data ? (
                    <PaymentMethods methods={methods.data.items} value={method} onChange={setChosenMethod} />
                  ) : (
                    <PageLoader />
                  )}
                </section>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper component="section" aria-labelledby="cart-summary" withBorder radius="md" p="md">
                <Stack gap="md">
                  <Title order={2} size="h3" id="cart-summary">
                    {t('cart.summary')}
                  </Title>
                  {totals ? <MoneySummary totals={totals} /> : summary.isError ? <LoadError onRetry={() => void summary.refetch()} /> : <PageLoader />}
                  <section aria-labelledby="cart-buyer">
                    <Title order={3} size="h5" id="cart-buyer" mb={4}>
                      {t('cart.buyer')}
                    </Title>
                    {buyer.data ? <BuyerSummary profile={buyer.data} /> : buyer.isError ? <LoadError onRetry={() => void buyer.refetch()} /> : <PageLoader />}
                  </section>
                  <Button size="md" onClick={placeOrder} loading={register.isPending} disabled={method === undefined || groups.length === 0 || buyerIncomplete}>
                    {t('cart.place')}
                  </Button>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      {paymentUrl ? <PaymentRedirectCover paymentUrl={paymentUrl} /> : null}
    </Container>
  );
}
