import type {
  CalendarPeriod,
  calendarPeriodInputSchema,
  calendarPeriodUpdateSchema,
} from '@rihla/shared/contracts/school-calendar';
import type { Trip } from '@rihla/shared/contracts/trips';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { type FieldProblem, HttpProblem } from '../../lib/problem';
import { versionedDelete, versionedUpdate } from '../../lib/versioned-write';
import { setTripStatus } from '../trips/trip-status';
import { trips } from '../trips/trips.table';
import { calendarPeriods } from './school-calendar.table';
import { tellCrewsOfHoliday } from './tell-crews';

type PeriodInput = z.output<typeof calendarPeriodInputSchema>;
type PeriodUpdate = z.output<typeof calendarPeriodUpdateSchema>;
type PeriodRow = typeof calendarPeriods.$inferSelect;
type Span = { startDate: string; endDate: string };

function toPeriod(row: PeriodRow): CalendarPeriod {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    kind: row.kind,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** Every term and holiday, by first day (terms before the holidays that start with them). */
export async function listCalendar(db: Database): Promise<{ items: CalendarPeriod[] }> {
  const rows = await db
    .select()
    .from(calendarPeriods)
    .orderBy(asc(calendarPeriods.startDate), asc(calendarPeriods.kind), asc(calendarPeriods.id));
  // 'holiday' sorts before 'term': a term starting the same day is shown first.
  rows.sort((a, b) => (a.startDate === b.startDate && a.kind !== b.kind ? (a.kind === 'term' ? -1 : 1) : 0));
  return { items: rows.map(toPeriod) };
}

async function findPeriod(db: Database, id: string, lock = false): Promise<CalendarPeriod | null> {
  const base = db.select().from(calendarPeriods).where(eq(calendarPeriods.id, id));
  const [row] = lock ? await base.for('update') : await base;
  return row ? toPeriod(row) : null;
}

const overlaps = (a: Span, b: Span) => a.startDate <= b.endDate && b.startDate <= a.endDate;
const within = (inner: Span, outer: Span) =>
  outer.startDate <= inner.startDate && inner.endDate <= outer.endDate;

/**
 * The calendar's two rules, checked on the calendar as it would be after the change (every period
 * locked, so two administrators cannot each save half of an overlap): terms do not overlap, and
 * every holiday lies inside one term. `changed` is the period written (null for a deletion).
 */
async function checkCalendar(
  tx: Database,
  changed: (Span & { id: string | null; kind: CalendarPeriod['kind'] }) | null,
  removedId: string | null,
): Promise<void> {
  const rows = await tx.select().from(calendarPeriods).for('update');
  const others = rows.filter((row) => row.id !== changed?.id && row.id !== removedId);
  const terms = [
    ...others.filter((row) => row.kind === 'term'),
    ...(changed?.kind === 'term' ? [changed] : []),
  ];
  const holidays = [
    ...others.filter((row) => row.kind === 'holiday'),
    ...(changed?.kind === 'holiday' ? [changed] : []),
  ];
  const problems: FieldProblem[] = [];
  if (changed?.kind === 'term' && terms.some((term) => term !== changed && overlaps(term, changed))) {
    problems.push({ path: 'startDate', code: 'calendar.termsOverlap' });
  }
  const outside = holidays.filter((holiday) => !terms.some((term) => within(holiday, term)));
  if (changed?.kind === 'holiday' && outside.includes(changed)) {
    problems.push({ path: 'startDate', code: 'calendar.holidayOutsideTerms' });
  } else if (outside.length > 0 && problems.length === 0) {
    problems.push({ path: 'startDate', code: 'calendar.termLeavesHoliday' });
  }
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems);
}

/**
 * Cancels the scheduled trips on a holiday's days, from today on, through the trips' own status
 * move: the parents of their riders are told (the notice outbox) and each trip's seats and
 * settlement treat it as any cancelled trip. Answers each move for the audit and the live feed.
 */
async function cancelTripsOn(
  tx: Database,
  holiday: Span,
  actor: Actor | null,
  today: string,
): Promise<{ before: Trip; after: Trip }[]> {
  const from = holiday.startDate < today ? today : holiday.startDate;
  if (from > holiday.endDate) return [];
  const covered = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.status, 'scheduled'), gte(trips.date, from), lte(trips.date, holiday.endDate)))
    .orderBy(asc(trips.date), asc(trips.departureTime), asc(trips.id))
    .for('update');
  const moves: { before: Trip; after: Trip }[] = [];
  for (const { id } of covered) {
    moves.push(await setTripStatus(tx, id, 'scheduled', 'cancelled', actor, 'transition'));
  }
  return moves;
}

/** The holiday's trips cancelled (their parents told), then their crews told once each. */
async function cancelHolidayTrips(
  tx: Database,
  holiday: CalendarPeriod,
  actor: Actor | null,
  today: string,
): Promise<{ before: Trip; after: Trip }[]> {
  const cancelled = await cancelTripsOn(tx, holiday, actor, today);
  await tellCrewsOfHoliday(tx, holiday, cancelled);
  return cancelled;
}

export interface PeriodSaved {
  before: CalendarPeriod | null;
  after: CalendarPeriod;
  cancelled: { before: Trip; after: Trip }[];
}

export async function createPeriod(
  tx: Database,
  input: PeriodInput,
  actor: Actor | null,
  today: string,
): Promise<PeriodSaved> {
  await checkCalendar(tx, { ...input, id: null }, null);
  const [row] = await tx.insert(calendarPeriods).values(input).returning();
  const after = toPeriod(row!);
  const cancelled = after.kind === 'holiday' ? await cancelHolidayTrips(tx, after, actor, today) : [];
  return { before: null, after, cancelled };
}

/**
 * A calendar file's terms and holidays, all saved or none (the caller's transaction): the terms
 * first, then each holiday through `createPeriod`, the path of one added by hand, so it is checked
 * against the calendar as it grows and cancels the trips it covers. A refusal names its row.
 */
export async function importPeriods(
  tx: Database,
  rows: readonly PeriodInput[],
  actor: Actor | null,
  today: string,
): Promise<PeriodSaved[]> {
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.kind === b.row.kind ? a.index - b.index : a.row.kind === 'term' ? -1 : 1));
  const saved: PeriodSaved[] = [];
  for (const { row, index } of ordered) {
    try {
      saved.push(await createPeriod(tx, row, actor, today));
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.fieldErrors.length === 0) throw error;
      throw new HttpProblem(
        error.status,
        error.code,
        error.fieldErrors.map((field) => ({ ...field, path: `rows.${index}.${field.path}` })),
      );
    }
  }
  return saved;
}

/** A holiday moved or made longer cancels the trips on its new days; trips it no longer covers stay cancelled. */
export async function updatePeriod(
  tx: Database,
  id: string,
  update: PeriodUpdate,
  actor: Actor | null,
  today: string,
): Promise<PeriodSaved> {
  await checkCalendar(tx, { ...update, id }, null);
  const { before, after } = await versionedUpdate(tx, calendarPeriods, id, update, findPeriod);
  const cancelled = after.kind === 'holiday' ? await cancelHolidayTrips(tx, after, actor, today) : [];
  return { before, after, cancelled };
}

/** A term that still holds a holiday is refused; a deleted holiday does not bring cancelled trips back. */
export async function removePeriod(tx: Database, id: string, version: number): Promise<CalendarPeriod> {
  await checkCalendar(tx, null, id);
  return versionedDelete(tx, calendarPeriods, id, version, findPeriod);
}
