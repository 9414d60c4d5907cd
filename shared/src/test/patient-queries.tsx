import { configure } from '@testing-library/react';

// antd forms in jsdom are slow, and the machine is shared: wait longer than 1 s for what a user sees
// (a `findBy` at the default 1 s failed a clean-clone run at load average 8).
configure({ asyncUtilTimeout: 8000 });
