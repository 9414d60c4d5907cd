import type { Driver } from '@rihla/shared/contracts/drivers';

/** A driver as the API returns it. */
export function aDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: '6a1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d02',
    version: 2,
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-02-01T08:00:00Z',
    fullName: 'سارة علي القحطاني',
    fullNameEn: 'Sarah Ali Al-Qahtani',
    role: 'driver',
    nationalId: '1123456780',
    phone: '+966501234567',
    email: null,
    licenseNumber: 'L-778899',
    licenseExpiry: '2030-01-01',
    medicalExpiry: '2030-01-01',
    dateOfBirth: null,
    backgroundCheckExpiry: '2030-01-01',
    firstAidExpiry: '2030-01-01',
    proficiencyExpiry: '2030-01-01',
    status: 'active',
    assignedBusId: '3f6c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01',
    assignedBus: { id: '3f6c1a52-2b1e-4d0a-9c57-1f0e8b7a6d01', plateNumber: '1234 ABD' },
    tripRate: 4550,
    ...overrides,
  };
}
