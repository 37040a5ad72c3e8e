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
