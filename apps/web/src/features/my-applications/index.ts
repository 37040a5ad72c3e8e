/* What other parts of the web app use from the candidate's applications: the routes, the page's address and an application's stage on an offer. */
export { myApplicationRoutes } from './my-applications-routes';
export { MY_APPLICATIONS_PATH } from './my-applications-paths';
export { ApplicationStageLink, ApplicationStageNote } from './components/application-stage-note';
