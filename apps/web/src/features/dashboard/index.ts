/* The dashboard (/user) brings together the account, the wizard and the offers of a user. */
export { dashboardRoutes } from './dashboard-routes';
