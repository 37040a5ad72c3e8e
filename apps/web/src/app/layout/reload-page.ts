/** A full reload, so every cached text and dictionary is fetched again in the new language. */
export function reloadPage(): void {
  window.location.reload();
}
