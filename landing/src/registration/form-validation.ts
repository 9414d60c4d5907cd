import {
  type PublicRegistrationRequestBody,
  publicRegistrationRequestBodySchema,
} from '@rihla/shared/contracts/registration-requests';
import type { LandingMessages } from '../messages';
import { EMPTY_VALUES, type FieldErrors, type FieldName, type FormValues, toBody } from './form-values';

/*
 * Loaded when the parent first submits: zod and the shared schema stay out of the first load.
 */

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
