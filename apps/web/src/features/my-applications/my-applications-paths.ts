/** The candidate's applications page (the menu, the confirmation mail's link). */
export const MY_APPLICATIONS_PATH = '/user/applications';
