import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import type { Database } from '../db/types';
import { busMaintenance } from '../modules/bus-maintenance/bus-maintenance.table';
import { buses } from '../modules/buses/buses.table';
import { drivers } from '../modules/drivers/drivers.table';
import { latinName } from './name-transliterations';
import { FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from './names';
import { dateInDays, type Random } from './prng';
import { auditSeeded } from './seed-audit';

const BUS_COUNT = 40;
const DRIVER_COUNT = 45;
const ATTENDANT_COUNT = 35;
/** Letters used on Saudi plates (Latin transliteration). */
const PLATE_LETTERS = 'ABDEGHJKLNRSTUVXZ';
const MODELS = [
  'Toyota Coaster',
  'Hyundai County',
  'Mercedes-Benz Sprinter',
  'Isuzu NQR',
  'Mitsubishi Rosa',
  'King Long XMQ6900',
  'Ashok Leyland Falcon',
  'Tata LP 713',
] as const;

/** Mostly valid for months; about one in sixteen within 30 days; a few already expired. */
function expiry(random: Random): string {
  const roll = random.next();
  if (roll < 0.03) return dateInDays(-random.int(1, 60));
  if (roll < 0.09) return dateInDays(random.int(0, 30));
  return dateInDays(random.int(31, 540));
}

/**
 * A TGA certificate or card valid for months, from the row's index alone (no draw from the PRNG, so
 * the rest of the demo stays as it was): the demo's fleet and crews may all be dispatched on them.
 */
function validFor(index: number, step: number): string {
  return dateInDays(120 + ((index * step) % 480));
}

/** A crew member's date of birth, 27 to 54 years ago: every demo driver is over the TGA's 25. */
function birthDate(index: number): string {
  return dateInDays(-365 * (27 + ((index * 7) % 28)) - ((index * 37) % 300));
}

function plate(random: Random, taken: Set<string>): string {
  for (;;) {
    const letters = Array.from({ length: 3 }, () => random.pick([...PLATE_LETTERS])).join('');
    const value = `${random.int(1000, 9999)} ${letters}`;
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

function busRows(random: Random) {
  const plates = new Set<string>();
  return Array.from({ length: BUS_COUNT }, (_, index) => {
    const model = random.pick(MODELS);
    const statusRoll = random.next();
    return {
      plateNumber: plate(random, plates),
      capacity: model === 'Mercedes-Benz Sprinter' ? random.int(14, 20) : random.int(24, 45),
      model,
      year: random.int(2013, 2025),
      status:
        statusRoll < 0.82
          ? ('active' as const)
          : statusRoll < 0.94
            ? ('maintenance' as const)
            : ('out_of_service' as const),
      insuranceExpiry: expiry(random),
      inspectionExpiry: expiry(random),
      operatingCardNumber: String(4_100_000 + index * 173),
      operatingCardExpiry: validFor(index, 53),
      trackerFitted: true,
      camerasFitted: true,
      gpsDeviceId: `GPS-${String(10_000 + index * 37).padStart(6, '0')}`,
      notes: null,
      // Read yesterday; the tracker's kilometres from today on add to it.
      odometerKm: odometerOf(index),
      odometerReadOn: dateInDays(-1),
      serviceIntervalKm: SERVICE_EVERY_KM,
      serviceIntervalMonths: SERVICE_EVERY_MONTHS,
    };
  });
}

const SERVICE_EVERY_KM = 10_000;
const SERVICE_EVERY_MONTHS = 6;
/** The one demo bus whose service falls due soon (a reserve without a driver: nothing planned on it is blocked later). */
const DUE_SOON_BUS = BUS_COUNT - 1;
const odometerOf = (index: number) => 60_000 + ((index * 7_919) % 240_000);

/**
 * Each bus's last service, from its index alone (no draw from the PRNG): within the last 60 days and
 * 2,000 to 7,000 km ago, so no bus falls due in the planner's or the trips' horizon; one bus is 600 km
 * short of its interval (due soon). docs/compliance.md, "Service".
 */
function serviceRows(busIds: string[]) {
  return busIds.map((busId, index) => ({
    busId,
    serviceDate: dateInDays(-(3 + ((index * 11) % 58))),
    work: SERVICE_WORK[index % SERVICE_WORK.length]!,
    costHalalas: (450 + ((index * 97) % 2_600)) * 100,
    garage: GARAGES[index % GARAGES.length]!,
    odometerKm:
      odometerOf(index) - (index === DUE_SOON_BUS ? SERVICE_EVERY_KM - 600 : 2_000 + ((index * 613) % 5_000)),
  }));
}
const SERVICE_WORK = [
  'تغيير الزيت والفلاتر',
  'صيانة دورية: زيت، فلاتر، فحص المكابح',
  'تغيير الإطارات الأمامية وفحص المكابح',
  'صيانة المكيف وتغيير فلتر الهواء',
] as const;
const GARAGES = ['ورشة الملز للسيارات', 'مركز السلي لصيانة الحافلات', 'ورشة العليا'] as const;

function personRows(random: Random, busIds: string[]) {
  const nationalIds = new Set<string>();
  // A crew member signs in to the crew app by phone number: no two share one.
  const phones = new Set<string>();
  const people = [];
  for (let index = 0; index < DRIVER_COUNT + ATTENDANT_COUNT; index++) {
    const role = index < DRIVER_COUNT ? ('driver' as const) : ('attendant' as const);
    // Attendants are mostly women, as Saudi school transport requires for girls' schools.
    const female = role === 'attendant' && random.next() < 0.8;
    const given = random.pick(female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES);
    const father = random.pick(MALE_GIVEN_NAMES);
    const fullName = `${given} ${father} ${random.pick(FAMILY_NAMES)}`;
    let nationalId: string;
    do nationalId = withCheckDigit(`${random.next() < 0.7 ? '1' : '2'}${random.digits(9)}`.slice(0, 9));
    while (nationalIds.has(nationalId));
    nationalIds.add(nationalId);
    const slot = role === 'driver' ? index : index - DRIVER_COUNT;
    const statusRoll = random.next();
    let phone: string;
    do phone = `+9665${random.int(0, 9)}${random.digits(7)}`;
    while (phones.has(phone));
    phones.add(phone);
    people.push({
      fullName,
      fullNameEn: latinName(fullName),
      role,
      nationalId,
      phone,
      email: null,
      licenseNumber: role === 'driver' ? random.digits(10) : null,
      licenseExpiry: role === 'driver' ? expiry(random) : null,
      medicalExpiry: expiry(random),
      backgroundCheckExpiry: expiry(random),
      firstAidExpiry: validFor(index, 41),
      proficiencyExpiry: validFor(index, 67),
      dateOfBirth: birthDate(index),
      status:
        statusRoll < 0.85
          ? ('active' as const)
          : statusRoll < 0.93
            ? ('on_leave' as const)
            : ('suspended' as const),
      // Most buses get a driver and an attendant; the rest of the people are reserves.
      assignedBusId: slot < busIds.length - (role === 'driver' ? 3 : 8) ? (busIds[slot] ?? null) : null,
      tripRate: random.int(35, 90) * 100,
    });
  }
  return people;
}

/** About 40 buses with their last service, and 80 drivers and attendants, each with its audit row ("created by the demo seed"). */
export async function seedFleet(tx: Database, random: Random): Promise<void> {
  const insertedBuses = await tx.insert(buses).values(busRows(random)).returning();
  const insertedPeople = await tx
    .insert(drivers)
    .values(
      personRows(
        random,
        insertedBuses.map((b) => b.id),
      ),
    )
    .returning();
  const services = await tx
    .insert(busMaintenance)
    .values(serviceRows(insertedBuses.map((b) => b.id)))
    .returning();
  await auditSeeded(tx, 'bus', insertedBuses);
  await auditSeeded(tx, 'driver', insertedPeople);
  await auditSeeded(tx, 'busMaintenance', services);
}
