import type { Locale } from '@rihla/shared/routes/route-table';
import type { Database } from '../../db/types';
import { getCompany } from '../company/company.service';

/**
 * The signature under a parent's e-mail (issue #17 item 5): the company's legal name in the
 * parent's language, its address and contact phone, from settings > company. Empty while no legal
 * name is set. SMS and WhatsApp stay short: the sender name already says who writes.
 */
export async function emailSignature(db: Database, language: Locale): Promise<string> {
  const company = await getCompany(db);
  const name =
    language === 'ar'
      ? (company.legalNameAr ?? company.legalNameEn)
      : (company.legalNameEn ?? company.legalNameAr);
  if (!name) return '';
  const lines = [
    name,
    company.address,
    company.phone && `${language === 'ar' ? 'هاتف' : 'Phone'}: ${company.phone}`,
  ];
  return `\n\n--\n${lines.filter(Boolean).join('\n')}`;
}
