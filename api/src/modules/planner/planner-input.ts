// From the company's database to the planner's input: the chosen schools, their active students, and the buses
// (with their drivers) fit to run the whole term.
import type { PlannerRules } from '@rihla/shared/contracts/planner';
import { busRoadProblems, driverRoadProblems } from '@rihla/shared/contracts/road-safety';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { serviceColumns, serviceDueOf } from '../bus-maintenance/bus-service-state';
import { buses } from '../buses/buses.table';
import { drivers } from '../drivers/drivers.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { students } from '../students/students.table';
import type { PlannerInput, PlannerStudent } from './engine/types';

export interface FleetBus {
  busId: string;
  plateNumber: string;
  capacity: number;
  driverId: string;
  driverName: string;
}

export interface CompanyPlanningData {
  input: PlannerInput;
  schools: { id: string; nameAr: string; nameEn: string; lat: number; lng: number }[];
  students: {
    id: string;
    nameAr: string;
    nameEn: string;
    schoolId: string;
    gender: 'boy' | 'girl' | null;
  }[];
  /** Students with neither a home location nor a home stop: nowhere to pick them up. */
  homeless: string[];
  /** Fit through the term's last day, with an assigned driver who is too, the larger half; largest first. */
  fleet: FleetBus[];
}

const secondsOf = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;

export async function companyPlanningData(
  db: Database,
  request: { schoolIds: string[]; termEnd: string; rules: PlannerRules },
): Promise<CompanyPlanningData> {
  const schoolRows = await db.select().from(schools).where(inArray(schools.id, request.schoolIds));
  const studentRows = await db
    .select({
      id: students.id,
      nameAr: students.nameAr,
      nameEn: students.nameEn,
      schoolId: students.schoolId,
      gender: students.gender,
      homeLat: students.homeLat,
      homeLng: students.homeLng,
      stopLat: stops.lat,
      stopLng: stops.lng,
      specialNeeds: students.specialNeeds,
    })
    .from(students)
    .leftJoin(stops, eq(stops.id, students.homeStopId))
    .where(and(inArray(students.schoolId, request.schoolIds), eq(students.status, 'active')))
    .orderBy(students.id);
  const fleetRows = await db
    .select({ bus: buses, driver: drivers, ...serviceColumns })
    .from(buses)
    .innerJoin(drivers, and(eq(drivers.assignedBusId, buses.id), eq(drivers.role, 'driver')))
    .where(isNotNull(drivers.assignedBusId));
  const fleet = fleetRows
    .filter(
      ({ bus, driver, ...service }) =>
        busRoadProblems({ ...bus, service: serviceDueOf(service) }, request.termEnd).length === 0 &&
        driverRoadProblems(driver, request.termEnd).length === 0,
    )
    .map(({ bus, driver }) => ({
      busId: bus.id,
      plateNumber: bus.plateNumber,
      capacity: bus.capacity,
      driverId: driver.id,
      driverName: driver.fullName,
    }))
    .sort((a, b) => b.capacity - a.capacity || a.plateNumber.localeCompare(b.plateNumber));
  // One route fits every bus it may get, so the smallest bus planned with bounds every route: the fleet's
  // smaller half (minibuses) is left out rather than shrinking every route to its size.
  const median = fleet[Math.floor((fleet.length - 1) / 2)]?.capacity ?? 0;
  const plannedFleet = fleet.filter((bus) => bus.capacity >= median);

  const homeless: string[] = [];
  const planned: PlannerStudent[] = [];
  for (const s of studentRows) {
    const lat = s.homeLat ?? s.stopLat;
    const lng = s.homeLng ?? s.stopLng;
    if (lat === null || lng === null) {
      homeless.push(s.id);
      continue;
    }
    planned.push({
      id: s.id,
      schoolId: s.schoolId,
      home: { x: lng, y: lat },
      ...(s.gender ? { gender: s.gender === 'boy' ? ('male' as const) : ('female' as const) } : {}),
      doorToDoor: request.rules.doorToDoorSpecialNeeds && Boolean(s.specialNeeds?.trim()),
    });
  }
  const { rules } = request;
  return {
    input: {
      schools: schoolRows.map((s) => ({
        id: s.id,
        location: { x: s.lng, y: s.lat },
        bellSeconds: secondsOf(s.startTime),
        dwellSeconds: rules.dwellMinutes * 60,
      })),
      students: planned,
      buses: plannedFleet.map((b) => ({ id: b.busId, capacity: b.capacity })),
      rules: {
        maxWalkMeters: rules.maxWalkMeters,
        maxRideSeconds: rules.maxRideMinutes * 60,
        minDistanceMeters: rules.minDistanceMeters,
        separateGenders: rules.separateGenders,
        stopBaseSeconds: 30,
        stopPerStudentSeconds: 5,
      },
    },
    schools: schoolRows.map((s) => ({
      id: s.id,
      nameAr: s.nameAr,
      nameEn: s.nameEn,
      lat: s.lat,
      lng: s.lng,
    })),
    students: studentRows.map((s) => ({
      id: s.id,
      nameAr: s.nameAr,
      nameEn: s.nameEn,
      schoolId: s.schoolId,
      gender: s.gender,
    })),
    homeless,
    fleet: plannedFleet,
  };
}
