/* The candidate's CV: the dashboard's card, and the link on an employer's candidate card. */
export { CvCard } from './components/cv-card';
export { CvDownloadLink } from './components/cv-download-link';
