import './styles/first-view.css';
import { FIRST_VIEW_STATE_ID } from './ssr/first-view-state';

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The Content-Security-Policy allows no eval, so zod must not probe for it (new Function) when the first
// schema is built: the refused probe is reported as a policy violation even though zod catches it. zod
// reads this global config when it loads; setting it here keeps zod itself out of the first view's code.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

/** After the browser has painted the page (at once in a hidden tab, which paints no frames). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A server-rendered page is shown first and its code fetched after, so the code does not compete with
// the page and its styles on a slow connection; a page rendered here starts at once.
const serverRendered = document.getElementById(FIRST_VIEW_STATE_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(async () => (await import('./start')).startApp());
