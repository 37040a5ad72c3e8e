/** A tab opened at the click, given its address once the API answers (a tab opened later would be blocked as a pop-up). */
export interface PendingTab {
  go(url: string): void;
  cancel(): void;
}

/** Leaving the app for a payment provider or a document; one place, so tests can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Saves text the app already holds (an invoice's XML) as a file. */
  saveText(fileName: string, text: string, type: string): void {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    link.click();
    URL.revokeObjectURL(url);
  },
  openPendingTab(): PendingTab {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    return {
      // A blocked pop-up leaves the document to this tab.
      go: (url) => (tab ? tab.location.replace(url) : window.location.assign(url)),
      cancel: () => tab?.close(),
    };
  },
};
