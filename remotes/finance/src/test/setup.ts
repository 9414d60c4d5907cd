import '@testing-library/jest-dom/vitest';
import '@rihla/shared/test/antd-test-polyfills';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// antd forms in jsdom are slow, and the machine is shared: wait longer than 1 s for what a user sees.
configure({ asyncUtilTimeout: 8000 });
