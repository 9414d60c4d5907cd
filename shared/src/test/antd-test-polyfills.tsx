/**
 * Browser APIs antd reads that jsdom does not implement (the grid watches media queries, some
 * components watch their size). Import once in a test setup; it only fills what is missing.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value:
    window.matchMedia ??
    ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })),
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
