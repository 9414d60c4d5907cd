import { fileURLToPath } from 'node:url';

/**
 * `api/drizzle`, one level above this file both as source (src/) and when bundled into dist/server.js,
 * so the same code finds the migrations under tsx, vitest and plain node.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
