import type { Company, CompanyUpdate } from '@rihla/shared/contracts/company';

/** The form edits every field as text; empty text is "not given" (null) for the contract. */
export interface CompanyFormValues {
  legalNameAr: string;
  legalNameEn: string;
  crNumber: string;
  vatNumber: string;
  address: string;
  phone: string;
  logo: string | null;
  currency: Company['currency'];
  timeZone: string;
}

export const COMPANY_FORM_FIELDS = [
  'legalNameAr',
  'legalNameEn',
  'crNumber',
  'vatNumber',
  'address',
  'phone',
  'logo',
  'currency',
  'timeZone',
] as const satisfies readonly (keyof CompanyFormValues)[];

export function toCompanyFormValues(company: Company): CompanyFormValues {
  return {
    legalNameAr: company.legalNameAr ?? '',
    legalNameEn: company.legalNameEn ?? '',
    crNumber: company.crNumber ?? '',
    vatNumber: company.vatNumber ?? '',
    address: company.address ?? '',
    phone: company.phone ?? '',
    logo: company.logo,
    currency: company.currency,
    timeZone: company.timeZone,
  };
}

export function toCompanyInput(values: CompanyFormValues, version = 1): CompanyUpdate {
  return { ...values, logo: values.logo ?? null, version };
}
