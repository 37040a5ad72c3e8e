/* The home page, and the sections other pages show too. */
export { HomePage } from './home-page';
export { AppDownloadSection } from './app-download-section';
export { OurWorkSection } from './our-work-section';
export { StoreButtons } from './store-buttons';
