import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// antd forms in jsdom are slow, and the machine is shared: wait longer than 1 s for what a user sees.
configure({ asyncUtilTimeout: 8000 });

// antd reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
