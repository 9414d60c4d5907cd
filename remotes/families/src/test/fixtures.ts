import type { Notice } from '@rihla/shared/contracts/notices';
import type { Package } from '@rihla/shared/contracts/packages';
import type { Parent } from '@rihla/shared/contracts/parents';
import type { RegistrationRequest } from '@rihla/shared/contracts/registration-requests';
import type { Stop } from '@rihla/shared/contracts/stops';
import type { Student } from '@rihla/shared/contracts/students';
import type { Subscription } from '@rihla/shared/contracts/subscriptions';

const SCHOOL = {
  id: '5b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d10',
  nameAr: 'ابتدائية الملك فهد',
  nameEn: 'King Fahd Primary School',
};

/** A registration request as the API returns it. */
export function aRequest(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    id: '7a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    version: 1,
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    reference: 'RQ-7F3K2A',
    status: 'pending',
    source: 'public',
    parentName: 'عبدالله محمد الدوسري',
    parentPhone: '+966551234567',
    parentEmail: null,
    studentNameAr: 'سارة عبدالله الدوسري',
    studentNameEn: 'Sarah Abdullah Al-Dosari',
    grade: 4,
    schoolId: SCHOOL.id,
    homeLat: 24.77,
    homeLng: 46.73,
    packageId: '8a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    notes: null,
    rejectionReason: null,
    parentId: null,
    studentId: null,
    waitlistedAt: null,
    decidedAt: null,
    waitlistPosition: null,
    possibleDuplicates: [],
    school: SCHOOL,
    package: {
      id: '8a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
      nameAr: 'باقة الفصل الدراسي',
      nameEn: 'Term package',
      priceHalalas: 180_000,
    },
    ...overrides,
  };
}

export function aStudent(overrides: Partial<Student> = {}): Student {
  return {
    id: '9a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    version: 1,
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    nameAr: 'إبراهيم سعد الحربي',
    nameEn: 'Ibrahim Saad Al-Harbi',
    schoolId: SCHOOL.id,
    grade: 3,
    gender: 'boy',
    homeStopId: null,
    parentId: null,
    homeLat: null,
    homeLng: null,
    specialNeeds: null,
    status: 'active',
    cardNumber: null,
    school: SCHOOL,
    homeStop: null,
    parent: null,
    ...overrides,
  };
}

export function aParent(overrides: Partial<Parent> = {}): Parent {
  return {
    id: 'aa1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    version: 1,
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    name: 'نورة سعد القحطاني',
    phone: '+966561234500',
    email: 'noura@example.sa',
    nationalId: '1012345672',
    address: 'حي النرجس، الرياض',
    balanceHalalas: 25_000,
    contacts: [
      {
        id: 'c1f0a7d2-3b4e-4c5d-8e6f-7a8b9c0d1e2f',
        kind: 'guardian',
        name: 'سعد محمد القحطاني',
        relation: 'الأب',
        phone: '+966561234501',
        email: 'saad@example.sa',
        nationalId: null,
      },
      {
        id: 'd2a1b8e3-4c5f-4d6e-9f70-8b9c0d1e2f3a',
        kind: 'pickup',
        name: 'فهد سعد القحطاني',
        relation: 'الأخ الأكبر',
        phone: '+966561234502',
        email: null,
        nationalId: null,
      },
    ],
    children: [
      {
        id: '9a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
        nameAr: 'ريم سعد القحطاني',
        nameEn: 'Reem Saad Al-Qahtani',
        grade: 2,
        status: 'active',
        school: SCHOOL,
      },
    ],
    ...overrides,
  };
}

export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

/** A parent's notice as the delivery log returns it. */
export function aNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 'b1c1a52e-2b1e-4d0a-9c57-1f0e8b7a6d01',
    event: 'trip-disrupted',
    channel: 'sms',
    status: 'failed',
    address: '+966551234567',
    language: 'ar',
    subject: 'تعطل الرحلة',
    body: 'تعطلت حافلة رحلة اليوم، وسنرسل حافلة بديلة.',
    attempts: 5,
    lastError: 'HTTP 503',
    nextAttemptAt: '2026-11-20T08:00:00Z',
    sentAt: null,
    createdAt: '2026-11-20T07:00:00Z',
    parentId: '6a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    parentName: 'نورة سعد القحطاني',
    tripId: null,
    ...overrides,
  };
}

/** A package open to new riders, as the packages list returns it. */
export function aPackage(overrides: Partial<Package> = {}): Package {
  return {
    id: '6b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d20',
    version: 1,
    createdAt: '2026-08-01T08:00:00Z',
    updatedAt: '2026-08-01T08:00:00Z',
    nameAr: 'باقة الفصل الدراسي',
    nameEn: 'Term package',
    descriptionAr: '',
    descriptionEn: '',
    priceHalalas: 150_000,
    period: 'term',
    tripType: 'round_trip',
    siblingDiscountPercent: 10,
    instalments: 3,
    active: true,
    free: false,
    vatCategory: 'standard',
    vatExemptionReason: null,
    ...overrides,
  };
}

export function aStop(overrides: Partial<Stop> = {}): Stop {
  return {
    id: '7b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d30',
    version: 1,
    createdAt: '2026-08-01T08:00:00Z',
    updatedAt: '2026-08-01T08:00:00Z',
    nameAr: 'بوابة مجمع الياسمين',
    nameEn: 'Al-Yasmin compound gate',
    district: 'الياسمين',
    lat: 24.8254,
    lng: 46.6413,
    notes: null,
    schoolIds: [],
    ...overrides,
  };
}

/** The active subscription of the parent's child (aParent's first child) on aPackage. */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const child = aParent().children[0]!;
  const pkg = aPackage();
  return {
    id: 'c1c1a52e-2b1e-4d0a-9c57-1f0e8b7a6d40',
    version: 1,
    createdAt: '2026-09-01T08:00:00Z',
    updatedAt: '2026-09-01T08:00:00Z',
    studentId: child.id,
    parentId: aParent().id,
    packageId: pkg.id,
    status: 'active',
    priceHalalas: 150_000,
    discountPercent: 0,
    startDate: '2026-09-01',
    endDate: null,
    instalments: null,
    hasSeat: true,
    student: { id: child.id, nameAr: child.nameAr, nameEn: child.nameEn },
    parent: { id: aParent().id, name: aParent().name },
    package: {
      id: pkg.id,
      nameAr: pkg.nameAr,
      nameEn: pkg.nameEn,
      period: pkg.period,
      tripType: pkg.tripType,
      instalments: 3,
    },
    ...overrides,
  };
}
