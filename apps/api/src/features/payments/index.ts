/* The payments feature's surface: its routes (methods, placing and renewing a payment, the sandbox, P24's notification) and its job (payments never made expire). */
export { paymentRoutes } from './payment.routes.ts';
export { registerPaymentJobs } from './payments.jobs.ts';
