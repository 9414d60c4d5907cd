import type { Bus, BusDetail } from '@rihla/shared/contracts/buses';

/** A bus as the API returns it. */
export function aBus(overrides: Partial<Bus> = {}): Bus {
  return {
    id: '3f6c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    version: 3,
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-02-01T08:00:00Z',
    plateNumber: '1234 ABD',
    capacity: 30,
    model: 'Toyota Coaster',
    year: 2022,
    status: 'active',
    insuranceExpiry: '2027-06-30',
    inspectionExpiry: '2027-03-31',
    operatingCardNumber: '4100173',
    operatingCardExpiry: '2027-05-31',
    trackerFitted: true,
    camerasFitted: true,
    gpsDeviceId: 'GPS-001',
    notes: null,
    odometerKm: 84_200,
    odometerReadOn: '2026-01-05',
    serviceIntervalKm: 10_000,
    serviceIntervalMonths: 6,
    service: {
      odometerKm: 84_200,
      lastServiceOn: '2026-01-10',
      lastServiceKm: 80_000,
      dueOn: '2026-07-10',
      dueKm: 90_000,
      state: 'ok',
    },
    driver: null,
    ...overrides,
  };
}

/** A bus as `GET /buses/:id` returns it: with what its tracker last said (here: never heard from). */
export function aBusDetail(overrides: Partial<BusDetail> = {}): BusDetail {
  return { ...aBus(), lastPosition: null, device: null, lastHeardAt: null, offline: true, ...overrides };
}
