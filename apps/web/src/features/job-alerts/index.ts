/* What other parts of the web app use from the job alerts: the routes, the alerts page's address, and "Save this search" for the result list. */
export { jobAlertRoutes } from './job-alert-routes';
export { JOB_ALERTS_PATH } from './job-alert-paths';
export { SaveSearchButton } from './components/save-search-button';
