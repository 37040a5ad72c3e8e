import './styles/first-view.css';
import { FIRST_VIEW_STATE_ID } from './ssr/first-view-state';

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The Content-Security-Policy allows no eval, so zod must not probe for it (new Function) when the first
// schema is built: the refused probe is reported as a policy violation even though zod catches it. zod
// reads this global config when it loads; setting it here keeps zod itself out of the first view's code.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

/** Resolves once the browser has painted the page's content (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // The paint entry is the browser's own word that the content is on screen; a frame callback may run
  // before that frame is painted. Where paint timing is missing, the frame after next is close enough.
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

// A server-rendered page is shown first and its code fetched after, so the code does not compete with
// the page and its styles on a slow connection; a page rendered here starts at once.
const serverRendered = document.getElementById(FIRST_VIEW_STATE_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(async () => (await import('./start')).startApp());
