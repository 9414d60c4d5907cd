import {
  ABSENCE_PARTS,
  ABSENCE_REPORTERS,
  PHOTO_TYPES,
  STUDENT_GENDERS,
  STUDENT_STATUSES,
} from '@rihla/shared/contracts/students';
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { operators } from '../operators/operators.table';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';

export const students = pgTable(
  'students',
  {
    ...entityColumns(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    grade: integer('grade').notNull(),
    /** Boy or girl (null: not known, at a mixed school); checked against the school's. */
    gender: text('gender', { enum: STUDENT_GENDERS }),
    /** The parent who pays and is called (null: not linked yet). */
    parentId: uuid('parent_id').references(() => parents.id),
    homeStopId: uuid('home_stop_id').references(() => stops.id),
    homeLat: doublePrecision('home_lat'),
    homeLng: doublePrecision('home_lng'),
    specialNeeds: text('special_needs'),
    status: text('status', { enum: STUDENT_STATUSES }).notNull().default('active'),
    /** The rider card tapped on the bus's reader (RFID UID or QR text, upper case). */
    cardNumber: text('card_number'),
    /**
     * The order of the Arabic name: folded like `search` (alef forms, hamza carriers, ة/ه, ى/ي,
     * tashkeel), so إبراهيم and ابراهيم sort together instead of by code point; indexed for the list.
     */
    nameArSort: text('name_ar_sort').notNull().generatedAlwaysAs(sql`rihla_fold(name_ar)`),
    /** What `q` searches, folded at write time (`rihla_fold`, migration 0003). */
    search: text('search').notNull().generatedAlwaysAs(sql`rihla_fold(name_ar || ' ' || name_en)`),
  },
  (t) => [
    index('students_name_ar_sort_idx').on(t.nameArSort, t.id),
    index('students_name_en_idx').on(t.nameEn),
    index('students_school_idx').on(t.schoolId, t.nameArSort),
    index('students_home_stop_idx').on(t.homeStopId),
    index('students_parent_idx').on(t.parentId),
    index('students_status_idx').on(t.status, t.nameArSort),
    index('students_grade_idx').on(t.grade, t.nameArSort),
    index('students_created_at_idx').on(t.createdAt),
    index('students_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    // One card, one riding student: an inactive student's old card may be handed to a new one.
    uniqueIndex('students_card_number_key')
      .on(t.cardNumber)
      .where(sql`${t.cardNumber} is not null and ${t.status} = 'active'`),
  ],
);

/** Days a student does not ride ("not riding"): every trip's rider list on those days leaves them out. */
export const studentAbsences = pgTable(
  'student_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** The trips it covers: the morning's (to school), the afternoon's (from school) or both. */
    part: text('part', { enum: ABSENCE_PARTS }).notNull().default('both'),
    /** Who told the company: an operator in the console, or the parent in the families' app. */
    reportedBy: text('reported_by', { enum: ABSENCE_REPORTERS }).notNull().default('operator'),
    /** The parent's or guardian's name when the family reported it from the app (ADR 0075). */
    reporterName: text('reporter_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('student_absences_student_idx').on(t.studentId, t.fromDate, t.toDate)],
);

/**
 * A bulk import's rows between receiving and publishing, so that the import never holds the
 * database (PGlite has one connection) for long: rows are staged and then published in short
 * chunked commits. `studentId` is the id the row's student gets, so a failed or abandoned import
 * can delete exactly what it published; the next import sweeps an abandoned one.
 */
export const studentImportRows = pgTable(
  'student_import_rows',
  {
    importId: uuid('import_id').notNull(),
    position: integer('position').notNull(),
    /** The request that imports, as its audit rows name it. */
    requestId: text('request_id').notNull(),
    studentId: uuid('student_id').notNull().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    schoolId: uuid('school_id').notNull(),
    grade: integer('grade').notNull(),
    gender: text('gender'),
    homeLat: doublePrecision('home_lat'),
    homeLng: doublePrecision('home_lng'),
    specialNeeds: text('special_needs'),
    parentName: text('parent_name'),
    parentPhone: text('parent_phone'),
    cardNumber: text('card_number'),
    parentEmail: text('parent_email'),
    /** The package the student rides on from the import's day (null: no subscription). */
    packageId: uuid('package_id'),
    /** The student's home stop (null: none). */
    stopId: uuid('stop_id'),
    stagedAt: timestamp('staged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    index('student_import_rows_staged_idx').on(t.stagedAt),
  ],
);

/** The image's bytes (a PostgreSQL bytea). */
const imageBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A student's photo (ADR 0069), one per student, apart from the students row so that no list
 * reads it; in the database (not files) because the API runs as replicas without a shared disk,
 * and the database is what is backed up.
 */
export const studentPhotos = pgTable('student_photos', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  image: imageBytes('image').notNull(),
  type: text('type', { enum: PHOTO_TYPES }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The operator who set it. */
  updatedBy: uuid('updated_by').references(() => operators.id, { onDelete: 'set null' }),
});
