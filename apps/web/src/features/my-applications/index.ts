/* What other parts of the web app use from the candidate's applications: the routes and the page's address. */
export { myApplicationRoutes } from './my-applications-routes';
export { MY_APPLICATIONS_PATH } from './my-applications-paths';
