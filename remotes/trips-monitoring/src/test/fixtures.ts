import type { Disruption } from '@rihla/shared/contracts/disruptions';
import type { Trip, TripDetails } from '@rihla/shared/contracts/trips';

export const TRIP_ID = '11111111-1111-4111-8111-111111111111';

export function aTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: TRIP_ID,
    version: 3,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    name: 'الملز - ذهاب',
    direction: 'to_school',
    schoolId: '22222222-2222-4222-8222-222222222222',
    busId: '33333333-3333-4333-8333-333333333333',
    driverId: '44444444-4444-4444-8444-444444444444',
    attendantId: null,
    attendantName: 'هيفاء سعود الهاجري',
    attendantPhone: '+966501234567',
    date: '2026-11-23',
    departureTime: '06:15',
    arrivalTime: '06:41',
    status: 'scheduled',
    seriesId: null,
    school: {
      id: '22222222-2222-4222-8222-222222222222',
      nameAr: 'مدرسة الأندلس',
      nameEn: 'Al-Andalus School',
    },
    bus: { id: '33333333-3333-4333-8333-333333333333', plateNumber: '4821 KSA', capacity: 30 },
    driver: {
      id: '44444444-4444-4444-8444-444444444444',
      fullName: 'خالد عبدالله العتيبي',
      fullNameEn: 'Khalid Abdullah Al-Otaibi',
      phone: '+966501112223',
    },
    studentCount: 3,
    riderCount: 2,
    ...overrides,
  };
}

export function aTripDetails(overrides: Partial<TripDetails> = {}): TripDetails {
  return {
    ...aTrip(),
    stops: [
      {
        stopId: '55555555-5555-4555-8555-555555555555',
        nameAr: 'مسجد الرحمة',
        nameEn: 'Al-Rahma mosque',
        lat: 24.66,
        lng: 46.73,
        plannedTime: '06:25',
        students: [
          {
            id: '66666666-6666-4666-8666-666666666666',
            nameAr: 'ريم خالد',
            nameEn: 'Reem Khalid',
            grade: 3,
            specialNeeds: null,
            absent: false,
          },
          {
            id: '77777777-7777-4777-8777-777777777777',
            nameAr: 'سارة علي',
            nameEn: 'Sarah Ali',
            grade: 4,
            specialNeeds: null,
            absent: true,
          },
        ],
      },
    ],
    events: [
      {
        id: '88888888-8888-4888-8888-888888888888',
        type: 'created',
        fromStatus: null,
        toStatus: 'scheduled',
        actorName: 'مشغل',
        at: '2026-11-20T08:00:00.000Z',
        disruptionId: null,
        stopId: null,
        studentId: null,
        value: null,
        detail: null,
      },
    ],
    allowedMoves: ['in_progress', 'cancelled'],
    openDisruptionId: null,
    ...overrides,
  };
}

export function aDisruption(overrides: Partial<Disruption> = {}): Disruption {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    version: 1,
    createdAt: '2026-11-23T04:00:00.000Z',
    updatedAt: '2026-11-23T04:00:00.000Z',
    tripId: TRIP_ID,
    busId: '33333333-3333-4333-8333-333333333333',
    driverId: '44444444-4444-4444-8444-444444444444',
    status: 'open',
    reason: 'breakdown',
    occurredAt: '2026-11-23T04:00:00.000Z',
    place: 'طريق الملك فهد',
    lat: null,
    lng: null,
    notes: '<p>انفجار إطار</p>',
    replacementBusId: null,
    replacementDriverId: null,
    studentsMoved: 0,
    parentsTold: true,
    parentsNotified: 2,
    minutesLost: 20,
    resolution: null,
    outcome: null,
    resolvedAt: null,
    trip: {
      id: TRIP_ID,
      name: 'الملز - ذهاب',
      date: '2026-11-23',
      departureTime: '06:15',
      status: 'disrupted',
      version: 5,
      busPlate: '4821 KSA',
      driverName: 'خالد عبدالله العتيبي',
      driverNameEn: 'Khalid Abdullah Al-Otaibi',
    },
    replacementBus: null,
    replacementDriver: null,
    ...overrides,
  };
}

/** Empty pages for the pickers (schools, buses, drivers, stops, students). */
export function emptyList() {
  return { items: [], total: 0, page: 1, pageSize: 100 };
}
