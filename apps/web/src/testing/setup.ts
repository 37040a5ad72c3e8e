import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import indexHtml from '../../index.html?raw';

// findBy and waitFor wait up to 15 s, not 1 s: on two busy cores a lazy page's first render alone can take longer
// (the offer form's took over 5 s beside three other test files in a fresh-clone run). A bound, not a pause.
configure({ asyncUtilTimeout: 15_000 });

// Mantine reads these browser APIs, which happy-dom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The page's own styles for a browser with script (index.html): the no-script stand-ins (.no-js-only) are hidden.
const scriptingStyle = document.createElement('style');
scriptingStyle.textContent = /<style>([^<]*)<\/style>/.exec(indexHtml)?.[1] ?? '';
document.head.append(scriptingStyle);

// As index.html hides them from a browser running the script: the stand-ins of a page without it (a form's submit button).
const scriptStyles = document.createElement('style');
scriptStyles.textContent = '.no-js-only{display:none}';
document.head.append(scriptStyles);

afterEach(() => cleanup());
// Component tests never reach a network: a request no test mocked (one a page sends after its test ended,
// say) fails as an offline browser's would, instead of connecting to whatever listens on localhost.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`No network in component tests: ${String(input instanceof Request ? input.url : input)} was not mocked`));
