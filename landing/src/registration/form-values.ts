import {
  type PublicRegistrationRequestBody,
  publicRegistrationRequestBodySchema,
} from '@rihla/shared/contracts/registration-requests';
import type { LandingMessages } from '../messages';

/** What the form holds while the parent types: strings, as the inputs give them. */
export interface FormValues {
  parentName: string;
  parentPhone: string;
  parentEmail: string;
  studentNameAr: string;
  studentNameEn: string;
  grade: string;
  schoolId: string;
  packageId: string;
  homeLat: string;
  homeLng: string;
  notes: string;
  /** Honeypot: people never see it; bots fill it. */
  website: string;
}

export type FieldName = keyof FormValues;

export const EMPTY_VALUES: FormValues = {
  parentName: '',
  parentPhone: '',
  parentEmail: '',
  studentNameAr: '',
  studentNameEn: '',
  grade: '',
  schoolId: '',
  packageId: '',
  homeLat: '',
  homeLng: '',
  notes: '',
  website: '',
};

/** The order errors are announced and focused in: the order of the fields on the page. */
export const FIELD_ORDER: FieldName[] = [
  'parentName',
  'parentPhone',
  'parentEmail',
  'studentNameAr',
  'studentNameEn',
  'grade',
  'schoolId',
  'homeLat',
  'packageId',
  'notes',
];

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function toBody(values: FormValues): unknown {
  return {
    parentName: values.parentName.trim(),
    parentPhone: values.parentPhone.trim(),
    parentEmail: optional(values.parentEmail),
    studentNameAr: values.studentNameAr.trim(),
    studentNameEn: optional(values.studentNameEn),
    grade: numberOrUndefined(values.grade),
    schoolId: values.schoolId,
    packageId: values.packageId,
    homeLat: numberOrUndefined(values.homeLat),
    homeLng: numberOrUndefined(values.homeLng),
    notes: optional(values.notes),
    website: values.website,
  };
}

/** The message for a field the shared schema refused, in the page's language. */
function messageFor(field: FieldName, empty: boolean, errors: LandingMessages['errors']): string {
  if (empty && field !== 'parentEmail' && field !== 'studentNameEn' && field !== 'notes') {
    if (field === 'homeLat' || field === 'homeLng') return errors.home;
    if (field === 'schoolId') return errors.school;
    if (field === 'packageId') return errors.package;
    if (field === 'grade') return errors.grade;
    return errors.required;
  }
  switch (field) {
    case 'parentName':
    case 'studentNameAr':
    case 'studentNameEn':
      return errors.name;
    case 'parentPhone':
      return errors.phone;
    case 'parentEmail':
      return errors.email;
    case 'grade':
      return errors.grade;
    case 'schoolId':
      return errors.school;
    case 'packageId':
      return errors.package;
    case 'homeLat':
    case 'homeLng':
      return errors.home;
    case 'notes':
      return errors.notes;
    default:
      return errors.invalid;
  }
}

export type FieldErrors = Partial<Record<FieldName, string>>;

/** Checks the form with the same schema the API uses; the home location is one field (homeLat). */
export function validate(
  values: FormValues,
  errors: LandingMessages['errors'],
): { body: PublicRegistrationRequestBody } | { errors: FieldErrors } {
  const parsed = publicRegistrationRequestBodySchema.safeParse(toBody(values));
  if (parsed.success) return { body: parsed.data };
  const found: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const raw = String(issue.path[0] ?? '') as FieldName;
    const field: FieldName = raw === 'homeLng' ? 'homeLat' : raw;
    if (!(field in EMPTY_VALUES) || found[field]) continue;
    found[field] = messageFor(field, values[raw]?.trim() === '', errors);
  }
  return { errors: found };
}
