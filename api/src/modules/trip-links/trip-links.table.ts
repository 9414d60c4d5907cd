import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { students } from '../students/students.table';
import { trips } from '../trips/trips.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A parent's link to one child's trip (`/t/<token>`, sent in the "bus is near" notice): the token is
 * random and kept only as its SHA-256; one link per (trip, student), so the notice goes out once.
 */
export const tripLinks = pgTable(
  'trip_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The end of the trip's day on the operators' clock; a finished trip's link ends sooner. */
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trip_links_once_idx').on(t.tripId, t.studentId)],
);
