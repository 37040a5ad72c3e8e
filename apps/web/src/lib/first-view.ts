/**
 * Whether the page's first view came rendered from the server (and is being hydrated), or is
 * rendered here. Set once at start: by the server-side entry, or by main.tsx before it hydrates.
 */
let fromServer = false;

export function markFirstViewFromServer(): void {
  fromServer = true;
}

export function firstViewFromServer(): boolean {
  return fromServer;
}

/**
 * The path this document was loaded at, recorded when the app starts (before the router's first navigation):
 * document.referrer names the page that opened that path only, not the pages the app went to after it.
 */
let loadedAt: string | null = null;

export function markDocumentLoadedAt(path: string): void {
  loadedAt = path;
}

export function documentLoadedAt(): string | null {
  return loadedAt;
}
