/* The payments feature's surface: its routes (methods, placing and renewing a payment, cancelling, the sandbox, P24's notifications), its jobs (payments never made expire, refunds not yet sent go), and for the operator: orders with their payments and refunds, and a refund. */
export { paymentRoutes } from './payment.routes.ts';
export { registerPaymentJobs } from './payments.jobs.ts';
export { operatorOrder, operatorOrders } from './operator-orders.ts';
export { type RefundDeps, refundOrder } from './refunds.ts';
export { paymentProviderOf } from './providers.ts';
