import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import { REFERENCE_ALPHABET } from '@rihla/shared/contracts/registration-requests';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/types';
import { packages } from '../modules/packages/packages.table';
import { parentContacts, parents } from '../modules/parents/parents.table';
import { registrationRequests } from '../modules/registration-requests/registration-requests.table';
import { schools } from '../modules/schools/schools.table';
import { students } from '../modules/students/students.table';
import { seatCapacities, seats, subscriptions } from '../modules/subscriptions/subscriptions.table';
import { latinName } from './name-transliterations';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from './names';
import { dateInDays, type Random } from './prng';
import { auditSeeded } from './seed-audit';

const PACKAGES = [
  {
    nameAr: 'الباقة الشهرية - ذهاب فقط',
    nameEn: 'Monthly - one way',
    descriptionAr: 'توصيل صباحي إلى المدرسة كل يوم دراسي',
    descriptionEn: 'Morning ride to school every school day',
    priceHalalas: 35_000,
    period: 'month' as const,
    tripType: 'one_way' as const,
    siblingDiscountPercent: 10,
    instalments: 1,
  },
  {
    nameAr: 'الباقة الشهرية - ذهاب وعودة',
    nameEn: 'Monthly - round trip',
    descriptionAr: 'ذهاب إلى المدرسة وعودة إلى المنزل كل يوم دراسي',
    descriptionEn: 'To school and back home every school day',
    priceHalalas: 55_000,
    period: 'month' as const,
    tripType: 'round_trip' as const,
    siblingDiscountPercent: 10,
    instalments: 1,
  },
  {
    nameAr: 'باقة الفصل الدراسي',
    nameEn: 'Term package',
    descriptionAr: 'ذهاب وعودة طوال الفصل الدراسي، تُدفع على ثلاث دفعات',
    descriptionEn: 'Round trips for the whole term, paid in three instalments',
    priceHalalas: 180_000,
    period: 'term' as const,
    tripType: 'round_trip' as const,
    siblingDiscountPercent: 15,
    instalments: 3,
  },
  {
    nameAr: 'الباقة السنوية',
    nameEn: 'Yearly package',
    descriptionAr: 'ذهاب وعودة طوال العام الدراسي بأفضل سعر',
    descriptionEn: 'Round trips for the whole school year at the best price',
    priceHalalas: 480_000,
    period: 'year' as const,
    tripType: 'round_trip' as const,
    siblingDiscountPercent: 20,
    instalments: 10,
  },
];

/** The other guardian is a woman of the family; the pick-up person a man the parent trusts. */
const RELATIONS = {
  guardian: ['الأم', 'الأم', 'الجدة', 'العمة'],
  pickup: ['السائق الخاص', 'الأخ الأكبر', 'العم', 'الخال'],
} as const;

const REJECTION_REASONS = [
  'العنوان خارج نطاق الخدمة',
  'طلب مكرر لنفس الطالب',
  'تعذّر التواصل مع ولي الأمر',
] as const;

const phoneOf = (random: Random) => `+9665${random.digits(8)}`;

/**
 * Parents of the seeded students (brothers and sisters of one family share a parent), their
 * subscriptions and seats, seat capacities per school (one school full, with a waitlist), and a
 * queue of registration requests to review.
 */
export async function seedFamilies(tx: Database, random: Random): Promise<void> {
  const packageRows = await tx.insert(packages).values(PACKAGES).returning();
  await auditSeeded(tx, 'package', packageRows);
  const schoolRows = await tx.select().from(schools).orderBy(asc(schools.nameAr));
  const studentRows = await tx.select().from(students).orderBy(asc(students.nameAr), asc(students.id));
  if (schoolRows.length === 0) return;

  // Family: the last word of the name at the same school; up to three children per parent.
  const families = new Map<string, (typeof studentRows)[number][]>();
  for (const student of studentRows) {
    const family = `${student.schoolId}:${student.nameAr.split(' ').slice(1).join(' ')}`;
    const children = families.get(family) ?? [];
    if (children.length >= 3) families.set(`${family}:${student.id}`, [student]);
    else families.set(family, [...children, student]);
  }
  const usedPhones = new Set<string>();
  const uniquePhone = () => {
    let phone = phoneOf(random);
    while (usedPhones.has(phone)) phone = phoneOf(random);
    usedPhones.add(phone);
    return phone;
  };

  const seatsTaken = new Map<string, number>();
  for (const children of families.values()) {
    const first = children[0]!;
    const father = first.nameAr.split(' ').slice(1).join(' ');
    const [parent] = await tx
      .insert(parents)
      .values({
        name: father,
        phone: uniquePhone(),
        email:
          random.next() < 0.6
            ? `${latinName(father)
                .toLowerCase()
                .replace(/[^a-z]+/g, '.')}@example.sa`
            : null,
        nationalId: withCheckDigit(`1${random.digits(9)}`.slice(0, 9)),
        address: `حي ${random.pick(['الملز', 'العليا', 'النخيل', 'الياسمين', 'الملقا', 'الربوة', 'قرطبة', 'حطين'])}، الرياض`,
      })
      .returning();
    await auditSeeded(tx, 'parent', [parent!]);
    const family = father.split(' ').slice(1).join(' ');
    await tx.insert(parentContacts).values([
      {
        parentId: parent!.id,
        kind: 'guardian',
        name: `${random.pick(FEMALE_GIVEN_NAMES)} ${random.pick(MALE_GIVEN_NAMES)} ${family}`,
        relation: random.pick(RELATIONS.guardian),
        phone: uniquePhone(),
        nationalId: null,
        position: 0,
      },
      ...(random.next() < 0.5
        ? [
            {
              parentId: parent!.id,
              kind: 'pickup' as const,
              name: `${random.pick(MALE_GIVEN_NAMES)} ${random.pick(MALE_GIVEN_NAMES)} ${family}`,
              relation: random.pick(RELATIONS.pickup),
              phone: uniquePhone(),
              nationalId: withCheckDigit(`2${random.digits(9)}`.slice(0, 9)),
              position: 1,
            },
          ]
        : []),
    ]);
    for (const [index, child] of children.entries()) {
      await tx.update(students).set({ parentId: parent!.id }).where(eq(students.id, child.id));
      if (child.status !== 'active') continue;
      const pkg = random.pick(packageRows);
      const discountPercent = index > 0 ? pkg.siblingDiscountPercent : 0;
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          studentId: child.id,
          parentId: parent!.id,
          packageId: pkg.id,
          priceHalalas: Math.round((pkg.priceHalalas * (100 - discountPercent)) / 100),
          discountPercent,
          startDate: dateInDays(-random.int(10, 80)),
        })
        .returning();
      await tx.insert(seats).values({ schoolId: child.schoolId, subscriptionId: subscription!.id });
      seatsTaken.set(child.schoolId, (seatsTaken.get(child.schoolId) ?? 0) + 1);
    }
  }

  // Every school has a few seats left but the first, which is full and has a waitlist.
  const fullSchool = schoolRows[0]!;
  await tx.insert(seatCapacities).values(
    schoolRows.map((school) => ({
      schoolId: school.id,
      seats: (seatsTaken.get(school.id) ?? 0) + (school.id === fullSchool.id ? 0 : random.int(3, 12)),
    })),
  );

  const requests = Array.from({ length: 36 }, (_, index) => {
    const school = index < 4 ? fullSchool : random.pick(schoolRows);
    const female = school.gender === 'girls' || (school.gender === 'mixed' && random.next() < 0.5);
    const father = `${random.pick(MALE_GIVEN_NAMES)} ${random.pick(MALE_GIVEN_NAMES)} ${random.pick(['الحربي', 'العتيبي', 'القحطاني', 'الشمري', 'الدوسري', 'الغامدي', 'الزهراني', 'المطيري'])}`;
    // A child is not named after the father's own given name (سعد سعد ...).
    const given = (female ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES).filter(
      (name) => !father.startsWith(`${name} `),
    );
    const studentNameAr = `${random.pick(given)} ${father}`;
    const status = index < 4 ? 'waitlisted' : index < 8 ? 'rejected' : 'pending';
    const createdAt = new Date(Date.now() - (36 - index) * 5 * 3_600_000);
    return {
      reference: `RQ-${Array.from({ length: 6 }, () => random.pick([...REFERENCE_ALPHABET])).join('')}`,
      status: status as 'waitlisted' | 'rejected' | 'pending',
      source: random.next() < 0.8 ? ('public' as const) : ('operator' as const),
      parentName: father,
      parentPhone: uniquePhone(),
      parentEmail: random.next() < 0.5 ? `parent${index + 1}@example.sa` : null,
      studentNameAr,
      studentNameEn: random.next() < 0.7 ? latinName(studentNameAr) : null,
      grade: random.int(1, 12),
      schoolId: school.id,
      homeLat: Number((school.lat + (random.next() - 0.5) * 0.03).toFixed(6)),
      homeLng: Number((school.lng + (random.next() - 0.5) * 0.03).toFixed(6)),
      packageId: random.pick(packageRows).id,
      notes: random.next() < 0.3 ? 'الطالب يحتاج إلى مقعد أمامي' : null,
      rejectionReason: status === 'rejected' ? random.pick(REJECTION_REASONS) : null,
      waitlistedAt: status === 'waitlisted' ? createdAt : null,
      decidedAt: status === 'rejected' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await tx.insert(registrationRequests).values(requests).returning();
  await auditSeeded(tx, 'registration-request', inserted);
}
