import { EMPTY_VALUES, type FormValues } from './form-values';

/** A form filled in as a family would, that the checks accept (for tests). */
export const FILLED_FORM: FormValues = {
  ...EMPTY_VALUES,
  parentName: 'نورة العتيبي',
  parentPhone: '0551234567',
  studentNameAr: 'سارة',
  grade: '4',
  schoolId: '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
  packageId: '4f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
  homeLat: '24.7',
  homeLng: '46.6',
};
