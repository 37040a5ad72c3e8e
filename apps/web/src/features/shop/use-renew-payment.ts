import { notifyError } from '@/lib/notify';
import { useRecreatePayment } from './api/payment';
import { browser } from './browser';
import { orderReturnUrl } from './shop-rules';

/** Renews an order's payment and sends the employer straight to the new payment page. */
export function useRenewPayment() {
  const recreate = useRecreatePayment();
  const renew = (orderUuid: string) =>
    recreate.mutate(
      { orderUuid, body: { regulationAccept: true, urlReturn: orderReturnUrl(orderUuid) } },
      {
        onSuccess: (answer) => {
          const url = answer.items[0]?.paymentUrl;
          if (url) browser.assign(url);
        },
        onError: notifyError,
      },
    );
  return { renew, renewing: recreate.isPending ? recreate.variables.orderUuid : null };
}
