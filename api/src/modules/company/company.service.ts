import type { Company, CompanyUpdate } from '@rihla/shared/contracts/company';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
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
