import { type Company, type CompanyUpdate, missingVatFields } from '@rihla/shared/contracts/company';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { versionedUpdate } from '../../lib/versioned-write';
import { company } from './company.table';

type CompanyRow = typeof company.$inferSelect;

function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    legalNameAr: row.legalNameAr,
    legalNameEn: row.legalNameEn,
    crNumber: row.crNumber,
    vatNumber: row.vatNumber,
    address: row.address,
    phone: row.phone,
    logo: row.logo,
    currency: row.currency,
    timeZone: row.timeZone,
    vatRegistered: row.vatRegistered,
    pricesIncludeVat: row.pricesIncludeVat,
    buildingNumber: row.buildingNumber,
    street: row.street,
    district: row.district,
    city: row.city,
    postalCode: row.postalCode,
    absenceCutoffMinutes: row.absenceCutoffMinutes,
    onTimeToleranceMinutes: row.onTimeToleranceMinutes,
    secondFactorRequired: row.secondFactorRequired,
    rememberDeviceDays: row.rememberDeviceDays,
  };
}

/** The company's details (the migration inserted its one row). */
export async function getCompany(db: Database, lock = false): Promise<Company> {
  const base = db.select().from(company).limit(1);
  const [row] = lock ? await base.for('update') : await base;
  return toCompany(row!);
}

async function findCompany(db: Database, id: string, lock = false): Promise<Company | null> {
  const base = db.select().from(company).where(eq(company.id, id));
  const [row] = lock ? await base.for('update') : await base;
  return row ? toCompany(row) : null;
}

export async function updateCompany(tx: Database, update: CompanyUpdate & { version: number }) {
  const current = await getCompany(tx, true);
  return versionedUpdate(tx, company, current.id, update, findCompany);
}

/**
 * The company as a VAT invoice's seller: its VAT terms, and a refusal naming each missing detail
 * when it is VAT-registered and cannot issue one (ZATCA's documents need them all).
 */
export async function vatSeller(db: Database): Promise<Company> {
  const seller = await getCompany(db);
  if (!seller.vatRegistered) return seller;
  const missing = missingVatFields(seller);
  if (missing.length > 0) {
    throw new HttpProblem(
      422,
      'finance.vatDetailsMissing',
      missing.map((field) => ({ path: `company.${field}`, code: `company.missing.${field}` })),
    );
  }
  return seller;
}
