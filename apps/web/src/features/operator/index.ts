/* What other parts of the web app use from the operator's back office. */
export { operatorRoutes } from './operator-routes';
