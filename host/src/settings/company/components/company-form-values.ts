import type { Company, CompanyUpdate } from '@rihla/shared/contracts/company';
import type { SecondFactorRequirement } from '@rihla/shared/contracts/second-factor';

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
  vatRegistered: boolean;
  pricesIncludeVat: boolean;
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
  /** Minutes after a planned time still on time in the KPIs. */
  onTimeToleranceMinutes: number;
  /** Who must sign in with a second factor, and how long a device that passed it is remembered. */
  secondFactorRequired: SecondFactorRequirement;
  rememberDeviceDays: number;
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
  'vatRegistered',
  'pricesIncludeVat',
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
  'onTimeToleranceMinutes',
  'secondFactorRequired',
  'rememberDeviceDays',
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
    vatRegistered: company.vatRegistered,
    pricesIncludeVat: company.pricesIncludeVat,
    buildingNumber: company.buildingNumber ?? '',
    street: company.street ?? '',
    district: company.district ?? '',
    city: company.city ?? '',
    postalCode: company.postalCode ?? '',
    onTimeToleranceMinutes: company.onTimeToleranceMinutes,
    secondFactorRequired: company.secondFactorRequired,
    rememberDeviceDays: company.rememberDeviceDays,
  };
}

export function toCompanyInput(values: CompanyFormValues, version = 1): CompanyUpdate {
  return { ...values, logo: values.logo ?? null, version };
}
