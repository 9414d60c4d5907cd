// Trip list latency: a year of trips for 300 buses (two runs a school day, Sunday to Thursday:
// about 156 000 trips, ten students on each), then GET /api/v1/trips filtered by date and status
// as the dispatcher's board asks for it, through app.inject, on PostgreSQL.
// Run: pnpm --filter @rihla/api bench:trips   (BENCH_DATABASE_URL overrides the PostgreSQL server)

import { todayIn } from '@rihla/shared/format/today';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buses } from '../src/modules/buses/buses.table';
import { drivers } from '../src/modules/drivers/drivers.table';
import { schools } from '../src/modules/schools/schools.table';
import { stops } from '../src/modules/stops/stops.table';
import { students } from '../src/modules/students/students.table';
import { trips } from '../src/modules/trips/trips.table';
import { ms, timeQueries, withPostgresApp } from './bench-kit';

const BUS_COUNT = 300;
const STUDENTS_PER_BUS = 10;
const ROUNDS = 20;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function load(app: FastifyInstance, today: string) {
  const db = app.db;
  const schoolRows = await db
    .insert(schools)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        nameAr: `مدرسة ${i}`,
        nameEn: `School ${i}`,
        gender: 'mixed' as const,
        lat: 24.7,
        lng: 46.7,
        startTime: '06:45',
        endTime: '12:30',
      })),
    )
    .returning({ id: schools.id });
  const stopRows = await db
    .insert(stops)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        nameAr: `محطة ${i}`,
        nameEn: `Stop ${i}`,
        lat: 24.7,
        lng: 46.7,
      })),
    )
    .returning({ id: stops.id });
  const busRows = await db
    .insert(buses)
    .values(
      Array.from({ length: BUS_COUNT }, (_, i) => ({
        plateNumber: `${1000 + i} BNC`,
        capacity: 30,
        model: 'Toyota Coaster',
        year: 2022,
        status: 'active' as const,
        insuranceExpiry: addDays(today, 400),
        inspectionExpiry: addDays(today, 400),
      })),
    )
    .returning({ id: buses.id });
  const driverRows = await db
    .insert(drivers)
    .values(
      Array.from({ length: BUS_COUNT }, (_, i) => ({
        fullName: `سائق ${i}`,
        role: 'driver' as const,
        nationalId: String(1_000_000_000 + i),
        phone: '+966500000000',
        licenseNumber: `L${i}`,
        licenseExpiry: addDays(today, 400),
        status: 'active' as const,
        tripRate: 5000,
      })),
    )
    .returning({ id: drivers.id });
  const studentRows = await db
    .insert(students)
    .values(
      Array.from({ length: BUS_COUNT * STUDENTS_PER_BUS }, (_, i) => ({
        nameAr: `طالب ${i}`,
        nameEn: `Student ${i}`,
        schoolId: schoolRows[Math.floor(i / STUDENTS_PER_BUS) % schoolRows.length]!.id,
        grade: 3,
        homeStopId: stopRows[i % stopRows.length]!.id,
      })),
    )
    .returning({ id: students.id, stopId: students.homeStopId });

  // One planning row per bus, then the year's trips and their riders in set-based SQL.
  await db.execute(
    sql`create temporary table bench_plan (n int, bus_id uuid, driver_id uuid, school_id uuid)`,
  );
  await db.execute(
    sql`insert into bench_plan values ${sql.join(
      busRows.map(
        (bus, n) => sql`(${n}, ${bus.id}, ${driverRows[n]!.id}, ${schoolRows[n % schoolRows.length]!.id})`,
      ),
      sql`, `,
    )}`,
  );
  await db.execute(sql`create temporary table bench_riders (n int, student_id uuid, stop_id uuid)`);
  for (let i = 0; i < studentRows.length; i += 1000) {
    await db.execute(
      sql`insert into bench_riders values ${sql.join(
        studentRows
          .slice(i, i + 1000)
          .map((s, k) => sql`(${Math.floor((i + k) / STUDENTS_PER_BUS)}, ${s.id}, ${s.stopId})`),
        sql`, `,
      )}`,
    );
  }
  const first = addDays(today, -182);
  const last = addDays(today, 182);
  await db.execute(sql`
    insert into trips (name, direction, school_id, bus_id, driver_id, date, departure_time, arrival_time, status)
    select 'Route ' || p.n || case when d.dir = 0 then ' AM' else ' PM' end,
           case when d.dir = 0 then 'to_school' else 'from_school' end,
           p.school_id, p.bus_id, p.driver_id, g.day::date,
           case when d.dir = 0 then '06:00' else '12:30' end,
           case when d.dir = 0 then '06:45' else '13:15' end,
           case
             when g.day::date < ${today}::date then
               case when (p.n + extract(doy from g.day)::int) % 50 = 0 then 'cancelled'
                    when (p.n + extract(doy from g.day)::int) % 97 = 0 then 'disrupted'
                    else 'completed' end
             when g.day::date = ${today}::date and d.dir = 0 then 'in_progress'
             else 'scheduled'
           end
    from bench_plan p
    cross join generate_series(${first}::date, ${last}::date, interval '1 day') g(day)
    cross join (values (0), (1)) d(dir)
    where extract(dow from g.day) between 0 and 4`);
  await db.execute(sql`
    insert into trip_students (trip_id, student_id, stop_id)
    select t.id, r.student_id, r.stop_id
    from trips t join bench_plan p on p.bus_id = t.bus_id join bench_riders r on r.n = p.n`);
  await db.execute(sql`analyze`);
  const [total] = await db.select({ n: count() }).from(trips);
  return { trips: total?.n ?? 0, school: schoolRows[0]!.id, bus: busRows[7]!.id };
}

async function measure(app: FastifyInstance) {
  const today = todayIn(app.config.TIME_ZONE);
  const loaded = await load(app, today);
  const past = addDays(today, -7);
  const future = addDays(today, 14);
  const queries = [
    `date=${today}`,
    `date=${today}&status=in_progress`,
    `date=${today}&status=scheduled`,
    `date=${past}&status=completed`,
    `date=${past}&status=completed&page=10`,
    `date=${past}&status=completed&sort=name:asc`,
    `date=${past}&status=cancelled`,
    `date=${past}&status=disrupted`,
    `date=${future}&status=scheduled&pageSize=100`,
    `date=${future}&status=scheduled&schoolId=${loaded.school}`,
    `date=${past}&status=completed&busId=${loaded.bus}`,
  ];
  return {
    trips: loaded.trips,
    ...(await timeQueries(app, '/api/v1/trips', queries, ROUNDS)),
    shapes: queries.length,
  };
}

try {
  const r = await withPostgresApp(measure);
  console.log(
    `\nGET /api/v1/trips over ${r.trips} trips of ${BUS_COUNT} buses, filtered by date and status (${r.shapes} query shapes x ${ROUNDS})`,
  );
  console.log('| database | requests | p50 | p95 |');
  console.log('|---|---|---|---|');
  console.log(`| PostgreSQL | ${r.requests} | ${ms(r.p50)} | ${ms(r.p95)} |`);
} catch (error) {
  console.log(`\nGET /api/v1/trips: PostgreSQL skipped: ${(error as Error).message}`);
}
