/* What other parts of the web app use from the candidate wizard. */
export { wizardRoutes } from './wizard-routes';
export { DownloadProfileButton } from './components/download-profile-button';
export { WIZARD_STEP_LINKS, continueWizardPath, dashboardRedirect, isWizardComplete, isWizardStepEnabled, wizardProgress } from './wizard-steps';
