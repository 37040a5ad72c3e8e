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

/** The app's code as the build lists it in the page (vite.config.ts, app-code-list). */
const APP_CODE_ID = 'app-code';
/** The longest a server-rendered page waits for the browser to be idle before its app starts. */
const START_TIMEOUT_MS = 2000;
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Fetches the app's code without running it (a module preload only fetches and compiles). */
function fetchAppCode(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(APP_CODE_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string' || !href.startsWith('/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
}

/**
 * Resolves when the browser is first idle (at the latest after START_TIMEOUT_MS) or the visitor first touches
 * the page. A touch or key is let finish and paint first: starting the app is a long task, and run at once it
 * would hold back the answer to the very tap that asked for it.
 */
function idleOrTouched(): Promise<void> {
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      resolve();
    };
    const paintThenStart = () => requestAnimationFrame(() => setTimeout(start, 0));
    const touched = (event: Event) => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, touched, true);
      if (event.type !== 'pointerdown' && event.type !== 'touchstart') return paintThenStart();
      window.addEventListener('click', paintThenStart, { capture: true, once: true });
      // A press that ends in no click (a scroll, a long press).
      setTimeout(paintThenStart, 500);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, touched, { capture: true, passive: true });
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: START_TIMEOUT_MS });
    else setTimeout(start, 1);
  });
}

/**
 * A click before the app runs on a control that needs it (a menu's button; links and forms work as
 * plain HTML): the last one is clicked again once the app has taken the page over.
 */
function recordEarlyClicks(): () => void {
  let clicked: HTMLElement | undefined;
  const record = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.('button, [role="button"]');
    const plainHtml = control instanceof HTMLButtonElement && control.type === 'submit' && control.form !== null;
    if (control instanceof HTMLElement && !plainHtml) clicked = control;
  };
  document.addEventListener('click', record, true);
  return () => {
    document.removeEventListener('click', record, true);
    if (clicked?.isConnected) clicked.click();
  };
}

// A server-rendered page is shown first and works as plain HTML; its code is fetched after the first
// paint, so it does not compete with the page on a slow connection, and runs when the browser is idle or
// at the visitor's first touch, so starting the app does not hold the page's first seconds. A page
// rendered here starts at once.
const serverRendered = document.getElementById(FIRST_VIEW_STATE_ID) !== null;
if (serverRendered) {
  const replayEarlyClick = recordEarlyClicks();
  void afterFirstPaint()
    .then(() => {
      fetchAppCode();
      return idleOrTouched();
    })
    .then(async () => {
      // React first, then the rest a task later: two shorter tasks instead of one long one (vite.config.ts).
      await import('react-dom/client');
      await new Promise((resolve) => setTimeout(resolve, 0));
      await (await import('./start')).startApp();
      replayEarlyClick();
    });
} else {
  void import('./start').then(({ startApp }) => startApp());
}
