let loading: Promise<unknown> | undefined;

/** Loads the complete Mantine styles once. */
export function loadAllStyles(): Promise<unknown> {
  loading ??= import('./all-styles');
  return loading;
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * A server-rendered public page carries only the styles it shows; the rest loads at the visitor's
 * first touch, click or key, before anything it leads to (a dialog, another page) can appear.
 */
export function loadAllStylesOnFirstIntent(): void {
  const load = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
    void loadAllStyles();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true });
}
