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

export type FieldErrors = Partial<Record<FieldName, string>>;
