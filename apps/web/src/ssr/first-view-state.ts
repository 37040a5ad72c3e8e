import type { DehydratedState } from '@tanstack/react-query';
import { type Locale, isLocale } from '@trades/contracts';

/** What a server-rendered page hands to the browser: the language it was rendered in and the data it showed. */
export interface FirstViewState {
  locale: Locale;
  queries: DehydratedState;
}

export const FIRST_VIEW_STATE_ID = 'first-view-state';

/** A JSON script element; `<` is escaped so no text in the data can close the element. */
export function firstViewStateScript(state: FirstViewState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${FIRST_VIEW_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state of the page the server rendered, or undefined when the page came without a first view. */
export function readFirstViewState(): FirstViewState | undefined {
  const text = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<FirstViewState>;
    return isLocale(state.locale) && state.queries ? (state as FirstViewState) : undefined;
  } catch {
    return undefined;
  }
}
