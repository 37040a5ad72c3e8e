const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `work` once, at the visitor's first touch, click or key: a server-rendered public page carries
 * only what it shows, and the rest (all the styles, all the texts) must be there before anything the
 * visitor opens from it (a dialog, another page) appears.
 */
export function onFirstIntent(work: () => void): void {
  const run = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, true);
    work();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
}

/**
 * Runs `work` once, when the browser is next idle or at the visitor's first touch, click or key, whichever
 * comes first: work whose cost the first tap should not carry (all the styles: applying them restyles
 * the whole page) but that must be done before anything the visitor opens appears.
 */
export function onIdleOrFirstIntent(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  onFirstIntent(once);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(once);
  else setTimeout(once, 1);
}
