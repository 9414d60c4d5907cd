import type { CrewRider, CrewToday, CrewTrip } from '@rihla/shared/contracts/crew';
import type { CrewTripState } from '@rihla/shared/contracts/crew-trip';

export const TRIP = '00000000-0000-4000-8000-000000000001';
export const LATER_TRIP = '00000000-0000-4000-8000-000000000009';

const rider = (id: string, nameAr: string, nameEn: string, cardNumber: string | null): CrewRider => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  nameAr,
  nameEn,
  grade: 2,
  specialNeeds: null,
  guardianName: null,
  guardianPhone: null,
  absent: false,
  cardNumber,
  hasPhoto: false,
});

export const JOUD = rider('3', 'جود سالم', 'Joud Salem', 'QR-1001');
export const LAMA = rider('4', 'لمى فهد', 'Lama Fahad', null);
/** A rider of the member's afternoon trip, on another bus. */
export const SARA = rider('5', 'سارة علي', 'Sara Ali', 'QR-1002');

const trip = (id: string, plateNumber: string, riders: CrewRider[]): CrewTrip => ({
  id,
  name: 'العليا صباحًا',
  direction: 'to_school',
  status: 'in_progress',
  departureTime: '06:30',
  arrivalTime: '07:10',
  as: 'driver',
  bus: { plateNumber, model: 'Coaster' },
  school: { nameAr: 'مدرسة', nameEn: 'School' },
  stops: [
    {
      position: 1,
      stopId: '00000000-0000-4000-8000-000000000002',
      nameAr: 'الوقفة',
      nameEn: 'Stop',
      plannedTime: '06:30',
      riders,
    },
  ],
});

/**
 * The member's day: this morning's trip (Joud with a card, Lama without) and an afternoon trip on
 * another bus (Sara); the company's cards as their digests of 2026-12-07: Joud's, Sara's and
 * WB-2002 (a child of another crew's bus; digest computed apart, as the API computes it).
 */
export const TODAY: CrewToday = {
  date: '2026-12-07',
  trips: [trip(TRIP, '1234 ABD', [JOUD, LAMA]), trip(LATER_TRIP, '5678 HRT', [SARA])],
  cards: ['cc8ee727319c'],
};

/** The trip started, nothing marked yet. */
export const ON_THE_ROAD: CrewTripState = {
  id: TRIP,
  status: 'in_progress',
  version: 2,
  riders: [],
  onBoard: [],
  arrived: [],
  departed: [],
  walkedAt: null,
};
