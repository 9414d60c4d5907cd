import { todayIn } from '@rihla/shared/format/today';
import type { Agent } from '../agent';
import {
  busInput,
  driverInput,
  packageInput,
  registrationBody,
  schoolInput,
  stopInput,
  studentInput,
} from '../fixtures';

/**
 * One of everything, made through the API as the administrator: a school with seats, two stops,
 * a bus, a driver, a package, students, an approved registration (a parent, a subscription) and a
 * pending one, and a trip. Small, so that every row can be compared after each request.
 */
export async function buildSmallWorld(admin: Agent): Promise<void> {
  const post = async (url: string, body: unknown) => {
    const response = await admin.call('POST', url, { body });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string; version: number };
  };
  const school = await post('/api/v1/schools', schoolInput());
  await admin.call('PUT', `/api/v1/seat-capacities/${school.id}`, { body: { seats: 10 } });
  const stops = [await post('/api/v1/stops', stopInput()), await post('/api/v1/stops', stopInput())];
  const bus = await post('/api/v1/buses', busInput());
  const driver = await post('/api/v1/drivers', driverInput());
  const pack = await post('/api/v1/packages', packageInput());
  const students = [
    await post('/api/v1/students', studentInput(school.id)),
    await post('/api/v1/students', studentInput(school.id)),
  ];
  const approved = await post('/api/v1/registration-requests', registrationBody(school.id, pack.id));
  await post(`/api/v1/registration-requests/${approved.id}/approve`, { version: approved.version });
  await post('/api/v1/registration-requests', registrationBody(school.id, pack.id));
  await post('/api/v1/trips', {
    name: 'الملز صباحًا',
    direction: 'to_school',
    schoolId: school.id,
    busId: bus.id,
    driverId: driver.id,
    // Today on the API's clock (TIME_ZONE, Asia/Riyadh by default), which judges past dates.
    date: todayIn('Asia/Riyadh'),
    departureTime: '06:00',
    stops: stops.map((stop, index) => ({
      stopId: stop.id,
      plannedTime: `06:${10 + index * 15}`,
      studentIds: [students[index]!.id],
    })),
  });
}
