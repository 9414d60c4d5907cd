import { NOTICE_LANGUAGES } from '@rihla/shared/contracts/notices';
import { REGISTRATION_SOURCES, REGISTRATION_STATUSES } from '@rihla/shared/contracts/registration-requests';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { students } from '../students/students.table';

/** A family asking for a seat, from the landing page or taken by an operator. */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    ...entityColumns(),
    /** `RQ-XXXXXX`, what the family is told and quotes on the phone. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('pending'),
    source: text('source', { enum: REGISTRATION_SOURCES }).notNull(),
    parentName: text('parent_name').notNull(),
    /** E.164, `+9665XXXXXXXX`: approving links the request to the parent with this phone. */
    parentPhone: text('parent_phone').notNull(),
    parentEmail: text('parent_email'),
    studentNameAr: text('student_name_ar').notNull(),
    studentNameEn: text('student_name_en'),
    grade: integer('grade').notNull(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    homeLat: doublePrecision('home_lat').notNull(),
    homeLng: doublePrecision('home_lng').notNull(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    notes: text('notes'),
    /** The language the family wrote in: its notices (and a new parent's preference) follow it. */
    language: text('language', { enum: NOTICE_LANGUAGES }).notNull().default('ar'),
    rejectionReason: text('rejection_reason'),
    /** Set on approval: the parent found by phone or created, and the new student. */
    parentId: uuid('parent_id').references(() => parents.id),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    /** When it joined the waitlist: a freed seat goes to the earliest. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set when the request arrived, if it looked like a repeat (same phone, a child of the same
     * folded name): the open or recent request, and the parent's student, it resembles.
     */
    duplicateOfRequestId: uuid('duplicate_of_request_id').references(
      (): AnyPgColumn => registrationRequests.id,
      { onDelete: 'set null' },
    ),
    duplicateOfStudentId: uuid('duplicate_of_student_id').references(() => students.id, {
      onDelete: 'set null',
    }),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`rihla_fold(reference || ' ' || parent_name || ' ' || parent_phone || ' ' || student_name_ar || ' ' || coalesce(student_name_en, ''))`,
      ),
  },
  (t) => [
    index('registration_requests_status_idx').on(t.status, t.createdAt),
    index('registration_requests_school_idx').on(t.schoolId, t.createdAt),
    index('registration_requests_created_at_idx').on(t.createdAt),
    index('registration_requests_waitlist_idx').on(t.schoolId, t.status, t.waitlistedAt),
    index('registration_requests_phone_idx').on(t.parentPhone, t.createdAt),
    index('registration_requests_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
