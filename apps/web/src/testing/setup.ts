import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy and waitFor wait up to 5 s, not 1 s: on two busy cores a lazy page's first render alone can take longer.
configure({ asyncUtilTimeout: 5_000 });

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

afterEach(() => cleanup());
// Component tests never reach a network: a request no test mocked (one a page sends after its test ended,
// say) fails as an offline browser's would, instead of connecting to whatever listens on localhost.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`No network in component tests: ${String(input instanceof Request ? input.url : input)} was not mocked`));
