/** Opening a generated document leaves the page for its signed link; one place, so tests can watch it. */
export const documentBrowser = {
  open(url: string): void {
    window.location.assign(url);
  },
};
