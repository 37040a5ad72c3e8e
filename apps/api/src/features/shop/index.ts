/* The shop feature's surface: its routes (products, cart, orders, payment, invoices), its jobs, the subscriptions' publication quota the offer lifecycle uses, and the employer's orders and invoices for their data export. The pipeline reads candidate_profile_purchases through shop.tables.ts (the shop imports applications, so not through here). */
export { shopRoutes } from './shop.routes.ts';
export { paymentRoutes } from './payment.routes.ts';
export { invoicesRoutes } from './invoices.routes.ts';
export { registerShopJobs } from './shop.jobs.ts';
export { type PublicationQuota, publicationQuota } from './subscriptions.service.ts';
export { ordersAndInvoicesOf } from './orders.service.ts';
