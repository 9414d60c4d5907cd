import type { AddressInfo } from 'node:net';
import type { TripInput } from '@rihla/shared/contracts/trips';
import { todayIn } from '@rihla/shared/format/today';
import type { Agent } from './agent';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from './fixtures';
import type { TestApp } from './test-app';

/** Live-monitoring tests run on Riyadh time, with two stops about a kilometre apart. */
export const TZ = 'Asia/Riyadh';
export const today = todayIn(TZ);
export const STOP_A = { lat: 24.7, lng: 46.7 };
const STOP_B = { lat: 24.71, lng: 46.7 };
export const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
export const en = { 'accept-language': 'en' };

/**
 * An SSE response read as it comes: `until` answers the text so far once `predicate` holds for it
 * (or the time runs out, or the stream ends); it can be called again for what comes next.
 */
export function streamReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  // A read the timeout left waiting: the next `until` takes its chunk instead of losing it.
  let pending: ReturnType<typeof reader.read> | null = null;
  return {
    async until(predicate: (text: string) => boolean, ms = 10_000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!predicate(text) && !ended && Date.now() < deadline) {
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (chunk === null) break;
        pending = null;
        if (chunk.done) ended = true;
        else text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** Reads an SSE response until `predicate` holds for the text so far (or the time runs out). */
export async function readStream(response: Response, predicate: (text: string) => boolean, ms = 10_000) {
  const stream = streamReader(response);
  const text = await stream.until(predicate, ms);
  await stream.close();
  return text;
}

/** The app on a real port (SSE needs a socket), listening from the first test that asks. */
export async function baseUrlOf(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A school and the two stops (A then B) every live trip of a suite drives. */
export async function liveTripPlace(admin: Agent) {
  const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id as string;
  const stopIds: string[] = [];
  for (const at of [STOP_A, STOP_B])
    stopIds.push((await admin.call('POST', '/api/v1/stops', { body: stopInput(at) })).json().id);
  return { schoolId, stopIds };
}

/**
 * A trip started today on a new bus with a device token; students 0 and 1 ride it (new ones unless
 * given), on `date` (today in Riyadh unless given). `device` posts to the device API with that token.
 */
export async function startedTrip(
  t: TestApp,
  admin: Agent,
  { schoolId, stopIds }: { schoolId: string; stopIds: string[] },
  given: string[] = [],
  date = today,
) {
  const riders = [...given];
  while (riders.length < 2) {
    riders.push((await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId) })).json().id);
  }
  const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id as string;
  const driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id as string;
  const input: TripInput = {
    name: 'الملز صباحًا',
    direction: 'to_school',
    schoolId,
    busId,
    driverId,
    date,
    departureTime: '00:00',
    stops: [
      { stopId: stopIds[0]!, plannedTime: '00:00', studentIds: riders.slice(0, 1) },
      { stopId: stopIds[1]!, plannedTime: '00:00', studentIds: riders.slice(1) },
    ],
  };
  const created = await admin.call('POST', '/api/v1/trips', { body: input });
  expect(created.statusCode, created.body).toBe(201);
  const tripId = created.json().id as string;
  const started = await admin.call('POST', `/api/v1/trips/${tripId}/transitions`, {
    body: { to: 'in_progress', version: 1 },
  });
  expect(started.statusCode, started.body).toBe(200);
  const token = (await admin.call('POST', `/api/v1/buses/${busId}/device-token`)).json().token as string;
  const device = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/device/${path}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: body as object,
    });
  return { busId, tripId, token, device, riders };
}
