import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../lib/problem';
import { accountRoutes } from '../modules/account/account.routes';
import { alertRulesRoutes } from '../modules/alert-rules/alert-rules.routes';
import { alertsRoutes } from '../modules/alerts/alerts.routes';
import { appConfigRoutes } from '../modules/app-config/app-config.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { busMaintenanceRoutes } from '../modules/bus-maintenance/bus-maintenance.routes';
import { busesRoutes } from '../modules/buses/buses.routes';
import { companyRoutes } from '../modules/company/company.routes';
import { crewRoutes } from '../modules/crew/crew.routes';
import { devicesRoutes } from '../modules/devices/devices.routes';
import { disruptionsRoutes } from '../modules/disruptions/disruptions.routes';
import { driversRoutes } from '../modules/drivers/drivers.routes';
import { familyRoutes } from '../modules/family/family.routes';
import { financeReportsRoutes } from '../modules/finance-reports/finance-reports.routes';
import { geofencesRoutes } from '../modules/geofences/geofences.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { invoicesRoutes } from '../modules/invoices/invoices.routes';
import { kpisRoutes } from '../modules/kpis/kpis.routes';
import { liveFeedRoutes } from '../modules/live-feed/live-feed.routes';
import { monitorScreensRoutes } from '../modules/monitor-screens/monitor-screens.routes';
import { noticePreferencesRoutes } from '../modules/notices/notice-preferences.routes';
import { noticeTemplatesRoutes } from '../modules/notices/notice-templates.routes';
import { noticesRoutes } from '../modules/notices/notices.routes';
import { onlinePaymentsRoutes } from '../modules/online-payments/online-payments.routes';
import { operatorsRoutes } from '../modules/operators/operators.routes';
import { overviewRoutes } from '../modules/overview/overview.routes';
import { packagesRoutes } from '../modules/packages/packages.routes';
import { parentsRoutes } from '../modules/parents/parents.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { plannerRoutes } from '../modules/planner/planner.routes';
import { publicRoutes } from '../modules/public/public.routes';
import { regionsRoutes } from '../modules/regions/regions.routes';
import { registrationRequestsRoutes } from '../modules/registration-requests/registration-requests.routes';
import { scheduledReportsRoutes } from '../modules/scheduled-reports/scheduled-reports.routes';
import { schoolCalendarRoutes } from '../modules/school-calendar/school-calendar.routes';
import { schoolImportRoutes } from '../modules/schools/school-import.routes';
import { schoolsRoutes } from '../modules/schools/schools.routes';
import { secondFactorRoutes } from '../modules/second-factor/second-factor.routes';
import { settlementsRoutes } from '../modules/settlements/settlements.routes';
import { stopImportRoutes } from '../modules/stops/stop-import.routes';
import { stopsRoutes } from '../modules/stops/stops.routes';
import { studentAbsencesRoutes } from '../modules/students/student-absences.routes';
import { studentImportRoutes } from '../modules/students/student-import.routes';
import { studentPhotosRoutes } from '../modules/students/student-photos.routes';
import { studentsRoutes } from '../modules/students/students.routes';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes';
import { tripLinksRoutes } from '../modules/trip-links/trip-links.routes';
import { tripsRoutes } from '../modules/trips/trips.routes';
import { zatcaRoutes } from '../modules/zatca/zatca.routes';
import { rejectNulCharacters } from './reject-nul-characters';
import { stripDisguisingCharacters } from './strip-disguising-characters';

/** Resources under /api/v1; a new area adds one line here (one per line: parallel additions merge cleanly). */
const V1_ROUTES = [
  appConfigRoutes,
  authRoutes,
  operatorsRoutes,
  companyRoutes,
  accountRoutes,
  secondFactorRoutes,
  busesRoutes,
  busMaintenanceRoutes,
  driversRoutes,
  schoolsRoutes,
  regionsRoutes,
  schoolCalendarRoutes,
  stopsRoutes,
  geofencesRoutes,
  studentsRoutes,
  packagesRoutes,
  publicRoutes,
  tripLinksRoutes,
  parentsRoutes,
  registrationRequestsRoutes,
  subscriptionsRoutes,
  studentAbsencesRoutes,
  studentPhotosRoutes,
  tripsRoutes,
  plannerRoutes,
  devicesRoutes,
  alertsRoutes,
  alertRulesRoutes,
  monitorScreensRoutes,
  liveFeedRoutes,
  overviewRoutes,
  kpisRoutes,
  scheduledReportsRoutes,
  disruptionsRoutes,
  studentImportRoutes,
  schoolImportRoutes,
  stopImportRoutes,
  settlementsRoutes,
  invoicesRoutes,
  paymentsRoutes,
  onlinePaymentsRoutes,
  zatcaRoutes,
  financeReportsRoutes,
  noticesRoutes,
  noticePreferencesRoutes,
  noticeTemplatesRoutes,
  crewRoutes,
  familyRoutes,
];

/**
 * Everything under /api, in its own scope: JSON only (text/plain gets 415 instead of reaching a
 * schema as a string) and a problem+json 404 that leaves other paths to the static site.
 */
export async function apiPlugin(api: FastifyInstance) {
  api.removeContentTypeParser('text/plain');
  api.setNotFoundHandler((request, reply) => sendProblem(request, reply, 404, 'not-found'));
  rejectNulCharacters(api);
  stripDisguisingCharacters(api);
  await api.register(healthRoutes);
  await api.register(
    async (v1) => {
      for (const routes of V1_ROUTES) await v1.register(routes);
    },
    { prefix: '/v1' },
  );
}
