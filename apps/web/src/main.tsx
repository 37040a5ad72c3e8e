import './styles/first-view.css';
import { FIRST_VIEW_STATE_ID } from './ssr/first-view-state';

/** After the browser has painted the page (at once in a hidden tab, which paints no frames). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A server-rendered page is shown first and its code fetched after, so the code does not compete with
// the page and its styles on a slow connection; a page rendered here starts at once.
const serverRendered = document.getElementById(FIRST_VIEW_STATE_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(async () => (await import('./start')).startApp());
