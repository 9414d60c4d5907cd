import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import type { crewTestApp } from './crew-sign-in';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from './fixtures';

/**
 * What the crew's trip tests set up: crew members with phones, a phone signed in as one of them,
 * and today's trip of a new driver and attendant (two stops, a rider at the first, two at the
 * second, one parent for all three).
 */
export function crewTripFixture(crew: ReturnType<typeof crewTestApp>) {
  const { askCode, lastCodeTo, crewCookie } = crew;
  let counter = 0;

  const addMember = async (role: 'driver' | 'attendant' = 'driver') => {
    counter += 1;
    const phone = `05${String(70_000_000 + counter).padStart(8, '0')}`;
    const created = await crew.admin().call('POST', '/api/v1/drivers', {
      body: driverInput({
        phone,
        role,
        fullName: role === 'driver' ? `سائق ${counter}` : `مرافقة ${counter}`,
        ...(role === 'attendant' ? { licenseNumber: null, licenseExpiry: null } : {}),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return {
      id: created.json().id as string,
      phone,
      e164: `+966${phone.slice(1)}`,
      name: created.json().fullName,
    };
  };

  /** The member's phone signed in: a call with its crew cookie, in Arabic unless told. */
  const phoneOf = async (member: { phone: string; e164: string }, device?: string) => {
    await askCode(member.phone, `10.9.${counter}.1`);
    const signedIn = await crew.app().inject({
      method: 'POST',
      url: '/api/v1/crew/auth/verify',
      payload: { phone: member.phone, code: lastCodeTo(member.e164) },
      ...(device ? { headers: { 'user-agent': device } } : {}),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = crewCookie(signedIn);
    return (method: 'GET' | 'POST', url: string, payload?: object, language = 'ar', key?: string) =>
      crew.app().inject({
        method,
        url: `/api/v1/crew${url}`,
        ...(payload ? { payload } : {}),
        headers: { cookie, 'accept-language': language, ...(key ? { 'idempotency-key': key } : {}) },
      });
  };

  /** Today's trip of a new driver and attendant: two stops, a rider at each, a third at the second. */
  const tripOfToday = async () => {
    const driver = await addMember('driver');
    const attendant = await addMember('attendant');
    const schoolId = (await crew.admin().call('POST', '/api/v1/schools', { body: schoolInput() })).json()
      .id as string;
    const stopIds: string[] = [];
    for (const lat of [24.7, 24.72]) {
      stopIds.push(
        (await crew.admin().call('POST', '/api/v1/stops', { body: stopInput({ lat, lng: 46.7 }) })).json().id,
      );
    }
    counter += 1;
    const parent = await crew.admin().call('POST', '/api/v1/parents', {
      body: {
        name: 'نورة سعد القحطاني',
        phone: `056${String(1_000_000 + counter)}`,
        nationalId: withCheckDigit(`10${String(1_234_500 + counter)}`),
      },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const riders: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await crew.admin().call('POST', '/api/v1/students', {
        body: studentInput(schoolId, { parentId: parent.json().id }),
      });
      expect(created.statusCode, created.body).toBe(201);
      riders.push(created.json().id);
    }
    const busId = (await crew.admin().call('POST', '/api/v1/buses', { body: busInput() })).json()
      .id as string;
    const trip = await crew.admin().call('POST', '/api/v1/trips', {
      body: {
        name: 'العليا صباحًا',
        direction: 'to_school',
        schoolId,
        busId,
        driverId: driver.id,
        attendantId: attendant.id,
        date: crew.app().operatorsToday(),
        departureTime: '06:30',
        stops: [
          { stopId: stopIds[0], plannedTime: '06:30', studentIds: [riders[0]] },
          { stopId: stopIds[1], plannedTime: '06:45', studentIds: [riders[1], riders[2]] },
        ],
      },
    });
    expect(trip.statusCode, trip.body).toBe(201);
    return { id: trip.json().id as string, driver, attendant, stopIds, riders, busId };
  };

  return { addMember, phoneOf, tripOfToday };
}
