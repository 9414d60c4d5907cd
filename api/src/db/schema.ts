// The one drizzle schema of the API: every table, PGlite and PostgreSQL alike.

export { auditLog } from '../modules/audit/audit.table';
export { loginFailures, sessions } from '../modules/auth/auth.table';
export { buses } from '../modules/buses/buses.table';
export { disruptions } from '../modules/disruptions/disruptions.table';
export { drivers } from '../modules/drivers/drivers.table';
export { idempotencyKeys } from '../modules/idempotency/idempotency.table';
export { operators } from '../modules/operators/operators.table';
export { schools } from '../modules/schools/schools.table';
export { stops } from '../modules/stops/stops.table';
export { studentAbsences, students } from '../modules/students/students.table';
export { tripEvents, tripSeries, tripStops, tripStudents, trips } from '../modules/trips/trips.table';
export { appMeta } from './meta.table';
