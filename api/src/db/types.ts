import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One handle type for both drivers (a union of the two driver types is not callable). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
