import type { Package, PackageInput } from '@rihla/shared/contracts/packages';
import { ALL_VAT_EXEMPTION_REASONS, type VatExemptionReason } from '@rihla/shared/contracts/vat';
import { toHalalas, toRiyals } from '@rihla/shared/format/number';

/** What the antd form holds: the price in riyals (halalas in the API). */
export interface PackageFormValues {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  price: number | null;
  period: Package['period'];
  tripType: Package['tripType'];
  siblingDiscountPercent: number | null;
  instalments: number | null;
  active: boolean;
  /** The only way to a zero price; the price field is off while it is on. */
  free: boolean;
  vatCategory: Package['vatCategory'];
  /** ZATCA's reason code, for a zero-rated or exempt package. */
  vatExemptionReason: VatExemptionReason | null;
}

/** The API calls the price by its halalas; its refusals belong on the riyals field. */
export const PACKAGE_FIELD_NAMES = { aliases: { priceHalalas: 'price' } };

export const PACKAGE_FORM_FIELDS = [
  'nameAr',
  'nameEn',
  'descriptionAr',
  'descriptionEn',
  'price',
  'period',
  'tripType',
  'siblingDiscountPercent',
  'instalments',
  'active',
  'free',
  'vatCategory',
  'vatExemptionReason',
] as const satisfies readonly (keyof PackageFormValues)[];

export const EMPTY_PACKAGE: PackageFormValues = {
  nameAr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionEn: '',
  price: null,
  period: 'month',
  tripType: 'round_trip',
  siblingDiscountPercent: 0,
  instalments: 1,
  active: true,
  free: false,
  vatCategory: 'standard',
  vatExemptionReason: null,
};

export function toPackageFormValues(p: Package): PackageFormValues {
  return {
    ...p,
    price: toRiyals(p.priceHalalas),
    vatExemptionReason: ALL_VAT_EXEMPTION_REASONS.find((code) => code === p.vatExemptionReason) ?? null,
  };
}

export function toPackageInput(v: PackageFormValues): PackageInput {
  return {
    nameAr: v.nameAr,
    nameEn: v.nameEn,
    descriptionAr: v.descriptionAr ?? '',
    descriptionEn: v.descriptionEn ?? '',
    priceHalalas: v.free ? 0 : toHalalas(v.price),
    period: v.period,
    tripType: v.tripType,
    siblingDiscountPercent: v.siblingDiscountPercent ?? 0,
    instalments: v.instalments ?? 1,
    active: v.active,
    free: v.free,
    vatCategory: v.vatCategory,
    vatExemptionReason: v.vatCategory === 'standard' ? null : v.vatExemptionReason,
  };
}
