// The one drizzle schema of the API: every table, PGlite and PostgreSQL alike.

export { alertRules } from '../modules/alert-rules/alert-rules.table';
export { monitorAlerts } from '../modules/alerts/alerts.table';
export { loginFailures, passwordFailures, sessions } from '../modules/auth/auth.table';
export { busDailyDistances, busMaintenance } from '../modules/bus-maintenance/bus-maintenance.table';
export { buses } from '../modules/buses/buses.table';
export { company } from '../modules/company/company.table';
export { crewCodes, crewPairings, crewPairingTries, crewSessions } from '../modules/crew/crew.table';
export {
  busPositions,
  deviceAllowances,
  deviceTokens,
  riderScans,
  tripMonitor,
} from '../modules/devices/devices.table';
export { disruptions } from '../modules/disruptions/disruptions.table';
export { drivers } from '../modules/drivers/drivers.table';
export { segmentRoutes, segmentTimes } from '../modules/eta/segment-times.table';
export { familyCodes, familyLinks, familySessions } from '../modules/family/family.table';
export { busZoneState, geofences } from '../modules/geofences/geofences.table';
export { invoices } from '../modules/invoices/invoices.table';
export { monitorFeed } from '../modules/live-feed/live-feed.table';
export { noticePreferences, notices, noticeTemplates } from '../modules/notices/notices.table';
export { pushDeliveries, pushSubscriptions } from '../modules/notices/push.table';
export { gatewayCheckouts } from '../modules/online-payments/online-payments.table';
export { operators } from '../modules/operators/operators.table';
export { packages } from '../modules/packages/packages.table';
export { parentContacts, parents } from '../modules/parents/parents.table';
export { payments } from '../modules/payments/payments.table';
export { plannerRuns } from '../modules/planner/planner.table';
export { publicHits } from '../modules/public/public-limit.table';
export { regions } from '../modules/regions/regions.table';
export { registrationRequests } from '../modules/registration-requests/registration-requests.table';
export { scheduledReportSends, scheduledReports } from '../modules/scheduled-reports/scheduled-reports.table';
export { calendarPeriods } from '../modules/school-calendar/school-calendar.table';
export { schools } from '../modules/schools/schools.table';
export {
  recoveryCodes,
  rememberedDevices,
  signInChallenges,
} from '../modules/second-factor/second-factor.table';
export { settlements, settlementTrips } from '../modules/settlements/settlements.table';
export { stops } from '../modules/stops/stops.table';
export {
  studentAbsences,
  studentImportRows,
  studentPhotos,
  students,
} from '../modules/students/students.table';
export { seatCapacities, seats, subscriptions } from '../modules/subscriptions/subscriptions.table';
export { tripLinks } from '../modules/trip-links/trip-links.table';
export {
  tripEvents,
  tripHandovers,
  tripSeries,
  tripStops,
  tripStudents,
  trips,
} from '../modules/trips/trips.table';
export { zatcaChain, zatcaDocuments, zatcaReports } from '../modules/zatca/zatca.table';
export { auditLog } from './audit.table';
export { idempotencyKeys } from './idempotency.table';
export { appMeta } from './meta.table';
