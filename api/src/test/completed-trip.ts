import type { Agent } from './agent';
import { busInput } from './fixtures';

/**
 * A trip of `schoolId` on `date`, on a new bus with `driverId`, through one stop a quarter of an
 * hour after `departureTime`, started and completed now (its events recorded): what a driver's
 * settlement pays. Answers the trip's id.
 */
export async function completedTrip(
  admin: Agent,
  trip: { schoolId: string; stopId: string; driverId: string; date: string; departureTime: string },
): Promise<string> {
  const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id;
  const [h, m] = trip.departureTime.split(':').map(Number) as [number, number];
  const stopTime = `${String(h).padStart(2, '0')}:${String(m + 15).padStart(2, '0')}`;
  const created = await admin.call('POST', '/api/v1/trips', {
    body: {
      name: `رحلة ${trip.departureTime}`,
      direction: 'to_school',
      schoolId: trip.schoolId,
      busId,
      driverId: trip.driverId,
      date: trip.date,
      departureTime: trip.departureTime,
      stops: [{ stopId: trip.stopId, plannedTime: stopTime, studentIds: [] }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  let version = created.json().version;
  for (const to of ['in_progress', 'completed']) {
    const moved = await admin.call('POST', `/api/v1/trips/${created.json().id}/transitions`, {
      body: { to, version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    version = moved.json().version;
  }
  return created.json().id;
}
