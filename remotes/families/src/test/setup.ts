import '@testing-library/jest-dom/vitest';
import '@rihla/shared/test/antd-test-polyfills';
import '@rihla/shared/test/patient-queries';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
