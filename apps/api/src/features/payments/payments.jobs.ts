import type { AppConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { expireWaitingOrders } from './checkout.service.ts';

const EXPIRE_ORDERS_JOB = 'shop.expire-waiting-orders';

/** Every five minutes, waiting orders never paid within ORDER_PAYMENT_TIMEOUT_MINUTES become failed. */
export async function registerPaymentJobs(jobs: JobQueue, database: DatabaseHandle, config: AppConfig): Promise<void> {
  await jobs.define<object>(EXPIRE_ORDERS_JOB, async () => {
    await expireWaitingOrders(database.db, new Date(), config.ORDER_PAYMENT_TIMEOUT_MINUTES);
  });
  await jobs.schedule(EXPIRE_ORDERS_JOB, '*/5 * * * *');
}
