import { type SearchField, type SearchState, searchFields } from '../search-params';

/**
 * The rest of the search as hidden fields of a form that changes a part of it (`except`), so that the form,
 * sent without the app's script, asks for the whole search (formSearch). The page is left out: a changed
 * search starts at page 1.
 */
export function SearchFields({ state, except }: { state: SearchState; except: readonly SearchField[] }) {
  return searchFields(state)
    .filter(([name]) => !except.includes(name))
    .map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}
