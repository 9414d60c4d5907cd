import type { Database } from '../db/types';
import { schools } from '../modules/schools/schools.table';
import { stops } from '../modules/stops/stops.table';
import { students } from '../modules/students/students.table';
import { latinName } from './name-transliterations';
import { FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from './names';
import type { Random } from './prng';
import { auditSeeded } from './seed-audit';

const STUDENT_COUNT = 500;
const SPECIAL_NEEDS = [
  'يستخدم كرسيًا متحركًا، يحتاج إلى مساعدة عند الصعود',
  'حساسية شديدة من المكسرات، يحمل حقنة إبينفرين',
  'ربو، يحمل بخاخًا',
  'ضعف في السمع، يجلس في المقعد الأمامي',
] as const;

/** Grades a school teaches, judged from its name: kindergartens 0, intermediate 7-9, secondary 10-12. */
function gradesOf(nameEn: string): [number, number] {
  if (/Kindergarten/.test(nameEn)) return [0, 0];
  if (/Intermediate/.test(nameEn)) return [7, 9];
  if (/Secondary/.test(nameEn)) return [10, 12];
  if (/Primary/.test(nameEn)) return [1, 6];
  return [0, 12];
}

/**
 * About 500 students spread over the seeded schools, each with a home near a stop of the
 * school's own district or the next one. Parents, subscriptions and seats come with the
 * families' seed.
 */
export async function seedStudents(tx: Database, random: Random): Promise<void> {
  const schoolRows = await tx.select().from(schools);
  const stopRows = await tx.select().from(stops);
  if (schoolRows.length === 0 || stopRows.length === 0) return;
  // Stops are seeded district by district: a school's neighbours are the stops around its own.
  const stopsNear = new Map(
    schoolRows.map((school) => [
      school.id,
      [...stopRows]
        .sort(
          (a, b) =>
            Math.hypot(a.lat - school.lat, a.lng - school.lng) -
            Math.hypot(b.lat - school.lat, b.lng - school.lng),
        )
        .slice(0, 20),
    ]),
  );
  const rows = Array.from({ length: STUDENT_COUNT }, (_, index) => {
    const school = schoolRows[index % schoolRows.length]!;
    const female = school.gender === 'girls' || (school.gender === 'mixed' && random.next() < 0.5);
    const given = random.pick(female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES);
    const nameAr = `${given} ${random.pick(MALE_GIVEN_NAMES)} ${random.pick(FAMILY_NAMES)}`;
    const stop = random.pick(stopsNear.get(school.id)!);
    const [low, high] = gradesOf(school.nameEn);
    return {
      nameAr,
      nameEn: latinName(nameAr),
      schoolId: school.id,
      grade: random.int(low, high),
      gender: female ? ('girl' as const) : ('boy' as const),
      homeStopId: stop.id,
      homeLat: Number((stop.lat + (random.next() - 0.5) * 0.004).toFixed(6)),
      homeLng: Number((stop.lng + (random.next() - 0.5) * 0.004).toFixed(6)),
      specialNeeds: random.next() < 0.03 ? random.pick(SPECIAL_NEEDS) : null,
      status: random.next() < 0.96 ? ('active' as const) : ('inactive' as const),
    };
  });
  const inserted = await tx.insert(students).values(rows).returning();
  await auditSeeded(tx, 'student', inserted);
}
