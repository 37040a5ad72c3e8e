import { type LoaderFunctionArgs, redirect } from 'react-router';
import { fetchCities } from './api/get-cities';
import { placeName } from './places';
import { formSearch, searchPath } from './search-params';
import { UNKNOWN_PLACE_FIELD } from './search-paths';

/**
 * /search/query?{fields}: a search form sent without the app's script, or before it started (the server
 * answers the redirect itself), goes to the address of its search. A place typed by name that names no city
 * is left out of the search and named in the address's query, for the list to say so. Without fields: every offer.
 */
export async function searchFormLoader({ request }: LoaderFunctionArgs) {
  const fields = new URL(request.url).searchParams;
  // Without its list no name is found: the search goes on without the place, and says so.
  const cities = placeName(fields.get('place') ?? '') ? await fetchCities().catch(() => []) : [];
  const { state, unknownPlace } = formSearch(fields, cities);
  const query = unknownPlace === null ? '' : `?${new URLSearchParams({ [UNKNOWN_PLACE_FIELD]: unknownPlace })}`;
  return redirect(`${searchPath(state)}${query}`);
}
