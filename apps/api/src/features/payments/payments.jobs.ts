import type { AppConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { expireWaitingOrders } from './checkout.service.ts';
import { paymentProviderOf } from './providers.ts';
import { sendWaitingRefunds } from './refunds.ts';

const EXPIRE_ORDERS_JOB = 'shop.expire-waiting-orders';
const REFUND_SWEEP_JOB = 'payments.send-waiting-refunds';

/**
 * Every five minutes, waiting orders never paid within ORDER_PAYMENT_TIMEOUT_MINUTES become failed;
 * every ten, refunds recorded but not yet taken by the provider (an outage after the commit) are sent.
 */
export async function registerPaymentJobs(jobs: JobQueue, database: DatabaseHandle, config: AppConfig): Promise<void> {
  await jobs.define<object>(EXPIRE_ORDERS_JOB, async () => {
    await expireWaitingOrders(database.db, new Date(), config.ORDER_PAYMENT_TIMEOUT_MINUTES);
  });
  await jobs.schedule(EXPIRE_ORDERS_JOB, '*/5 * * * *');
  const { provider } = paymentProviderOf(config);
  await jobs.define<object>(REFUND_SWEEP_JOB, async () => {
    await sendWaitingRefunds({ db: database.db, now: () => new Date(), provider });
  });
  await jobs.schedule(REFUND_SWEEP_JOB, '*/10 * * * *');
}
