import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s: a lazy route's first load on a busy 2-core machine can take more
// than the default second, and a test that waits longer still fails when the page never shows.
configure({ asyncUtilTimeout: 5000 });
// A test of the whole app awaits several of those: on a CI machine whose two cores also run the e2e
// suites' services, jest's default 5 s per test cut such tests short while they were still passing.
jest.setTimeout(30_000);

// jsdom lacks a few browser APIs the app uses; these stand-ins behave like a 1400 px desktop window.
// The renderer's own tests run in Node (@jest-environment node): nothing to stand in there.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => {
        const minWidth = /min-width:\s*(\d+)px/.exec(query);
        return {
          matches: minWidth ? window.innerWidth >= Number(minWidth[1]) : false,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        };
      },
    });
  }
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: 1400 });
  // jsdom draws nothing; its getContext prints "Not implemented" on every call. Answering null is what a
  // browser without a 2D canvas does, and the price chart then shows its text alternative alone.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'object' ? (x.top ?? 0) : (y ?? 0);
    Object.defineProperty(window, 'scrollY', { writable: true, configurable: true, value: top });
  }) as typeof window.scrollTo;
}
