/* The invoices feature's surface: its routes (the list, PDF and XML, the sales data), its KSeF jobs, the issuing of a paid order's invoice inside the settlement, the queue that sends an issued invoice to KSeF, and the operator's list and resend of those sends. */
export { invoicesRoutes } from './invoices.routes.ts';
export { registerInvoiceJobs } from './invoices.jobs.ts';
export { invoiceLinesOf, issueCorrection, issueInvoice } from './issue.ts';
export { salesRegister } from './register.ts';
export { invoiceIdOfOrder, invoicesOf } from './invoices.service.ts';
export { type KsefQueue, ksefJobQueue } from './ksef-submissions.ts';
export { type KsefResendDeps, type KsefResent, ksefSubmissionsPage, resendKsefSubmission } from './ksef-operator.ts';
