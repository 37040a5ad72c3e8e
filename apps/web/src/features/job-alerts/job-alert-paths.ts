import type { JobAlertSearch } from '@trades/contracts';

/* The alerts' addresses. The search's address is spelled here, not imported: the search page shows this feature's button. */

export const JOB_ALERTS_PATH = '/user/job-alerts';
const SEARCH_BASE_PATH = '/search/query';

/** The search results of a saved search, newest first. */
export function alertSearchPath(params: JobAlertSearch): string {
  const pairs: string[] = [];
  if (params.industries.length > 0) pairs.push(`industry=${params.industries.join(',')}`);
  if (params.professions.length > 0) pairs.push(`profession=${params.professions.join(',')}`);
  if (params.countries.length > 0) pairs.push(`country=${params.countries.join(',')}`);
  return `${SEARCH_BASE_PATH}/${pairs.length > 0 ? pairs.join('&') : 'showAll=true'}`;
}

/** Every offer: where a candidate without saved searches starts one. */
export const ALL_OFFERS_SEARCH_PATH = alertSearchPath({ industries: [], professions: [], countries: [] });
