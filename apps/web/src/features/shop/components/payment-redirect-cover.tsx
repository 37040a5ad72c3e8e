import { Anchor, FocusTrap, Loader, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../browser';
import { PAYMENT_REDIRECT_SECONDS } from '../shop-rules';

/**
 * After the order is placed: a cover counting down six seconds, then the payment page; the link
 * is there for a browser that does not follow.
 */
export function PaymentRedirectCover({ paymentUrl }: { paymentUrl: string }) {
  const { t } = useTranslation('shop');
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) browser.assign(paymentUrl);
  }, [seconds, paymentUrl]);

  return (
    <Overlay fixed blur={2} center zIndex={300}>
      {/* The link takes the focus: a keyboard user can follow it at once. */}
      <FocusTrap active>
        <Paper role="dialog" aria-modal="true" aria-labelledby="payment-redirect-title" radius="md" p="xl" m="md" maw={420} shadow="lg">
          <Stack align="center" ta="center" gap="md">
            <Loader aria-hidden />
            <Title order={2} size="h3" id="payment-redirect-title">
              {t('cart.redirectTitle')}
            </Title>
            <Text role="status">{t('cart.redirectCountdown', { count: seconds })}</Text>
            <Anchor href={paymentUrl} data-autofocus>
              {t('cart.redirectManual')}
            </Anchor>
          </Stack>
        </Paper>
      </FocusTrap>
    </Overlay>
  );
}
