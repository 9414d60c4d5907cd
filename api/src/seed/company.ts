import { isNull } from 'drizzle-orm';
import type { Database } from '../db/types';
import { company } from '../modules/company/company.table';

/** The demo company's VAT registration and national address (tests use the same details). */
export const DEMO_COMPANY_DETAILS = {
  legalNameAr: 'شركة رحلة للنقل المدرسي',
  legalNameEn: 'Rihla School Transport Co.',
  crNumber: '1010123456',
  vatNumber: '310122393500003',
  phone: '+966920012345',
  vatRegistered: true,
  pricesIncludeVat: true,
  buildingNumber: '2322',
  street: 'طريق الملك فهد',
  district: 'العليا',
  city: 'الرياض',
  postalCode: '12214',
};

/**
 * The demo company is VAT-registered with a complete national address, so its invoices carry VAT
 * (prices include it) and it could issue ZATCA documents. Details an operator already filled in
 * are left as they are.
 */
export async function seedCompany(tx: Database): Promise<void> {
  await tx.update(company).set(DEMO_COMPANY_DETAILS).where(isNull(company.legalNameAr));
}
