import type { FastifyInstance } from 'fastify';
import type { Agent } from './agent';
import { busInput, driverInput, stopInput } from './fixtures';

/** A trip of today for `schoolId` with its own stop, bus and driver, carrying `studentIds`. */
export async function todaysTrip(
  app: FastifyInstance,
  admin: Agent,
  schoolId: string,
  studentIds: string[],
): Promise<{ tripId: string; busId: string; driverId: string; stopId: string }> {
  const stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id;
  const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id;
  const driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id;
  const trip = await admin.call('POST', '/api/v1/trips', {
    body: {
      name: 'الملز صباحًا',
      direction: 'to_school',
      schoolId,
      busId,
      driverId,
      date: app.operatorsToday(),
      departureTime: '06:00',
      stops: [{ stopId, plannedTime: '06:10', studentIds }],
    },
  });
  expect(trip.statusCode, trip.body).toBe(201);
  return { tripId: trip.json().id, busId, driverId, stopId };
}
