/* The operator feature's surface: its routes (the back office's API under /v1/operator). */
export { operatorRoutes } from './operator.routes.ts';
export { recordTotpEnrolment } from './operators.routes.ts';
