/* The candidate profile feature's surface: its routes and the profile's calendar date (today in the market's time zone). */
export { candidateProfileRoutes } from './candidate-profile.routes.ts';
export { calendarDate } from './candidate-profile.rules.ts';
