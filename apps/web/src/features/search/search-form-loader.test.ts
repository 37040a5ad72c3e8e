import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, resetBrowserState } from '@/testing/shell-test-utils';
import { searchFormLoader } from './search-form-loader';

const CITIES = [
  { id: 11201, title: 'Bergen', countryId: 1, country: 'Norway' },
  { id: 10202, title: 'Sandnes', countryId: 1, country: 'Norway' },
];

/** Where the loader sends a form sent to /search/query with these fields. */
async function redirectOf(query: string): Promise<{ status: number; location: string }> {
  const request = new Request(`http://localhost/search/query${query}`);
  const answer = (await searchFormLoader({ request, params: {}, context: undefined } as unknown as LoaderFunctionArgs)) as Response;
  return { status: answer.status, location: decodeURIComponent(answer.headers.get('location') ?? '') };
}

describe('a search form sent without the script', () => {
  afterEach(resetBrowserState);

  it('goes to the address of the whole search, from page 1, without asking for the cities when no place is typed', async () => {
    const calls = mockFetch(() => jsonResponse(200, CITIES));
    expect(await redirectOf('?industry=6&industry=1&country=1&q=MIG%2FMAG+%26+TIG&sort=workStartAt%7Casc&page=3')).toEqual({
      status: 302,
      location: '/search/query/industry=6,1&country=1&q=MIG/MAG & TIG&sort=workStartAt|asc',
    });
    expect(await redirectOf('')).toEqual({ status: 302, location: '/search/query/showAll=true' });
    expect(await redirectOf('?q=&place=+')).toEqual({ status: 302, location: '/search/query/showAll=true' });
    expect(calls).toEqual([]);
  });

  it('finds a typed place by its name in the public city list', async () => {
    const calls = mockFetch((call: FetchCall) => (call.url === '/v1/public/dictionary/cities' ? jsonResponse(200, CITIES) : undefined));
    expect((await redirectOf('?q=carpenter&place=sandnes&radiusKm=25')).location).toBe('/search/query/q=carpenter&near=10202&radiusKm=25');
    expect(calls.map((call) => call.url)).toEqual(['/v1/public/dictionary/cities']);
  });

  it('leaves out a place it does not know, and names it for the list to say so', async () => {
    mockFetch((call: FetchCall) => (call.url === '/v1/public/dictionary/cities' ? jsonResponse(200, CITIES) : undefined));
    expect((await redirectOf('?q=carpenter&place=Atlantis&near=11201&radiusKm=25')).location).toBe('/search/query/q=carpenter?place=Atlantis');
    // Without the city list (the API failing) no name is found either.
    mockFetch(() => jsonResponse(500, { message: 'down', code: 'unexpected_error', formErrors: {} }));
    expect((await redirectOf('?place=Bergen')).location).toBe('/search/query/showAll=true?place=Bergen');
  });
});
