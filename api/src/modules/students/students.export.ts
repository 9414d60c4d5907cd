import { STUDENT_GENDERS, STUDENT_STATUSES, type Student } from '@rihla/shared/contracts/students';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FAMILIES_LABELS as FAMILIES } from '@rihla/shared/i18n/messages/families';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  namesOf,
  textColumn,
} from '../../lib/export-columns';

/** Students as the families screen lists them, then the fields it leaves to the form. */
export const STUDENTS_EXPORT: ExportSpec<Student> = {
  filename: 'students',
  sheet: { ar: 'الطلاب', en: 'Students' },
  columns: [
    textColumn(textsOf(FAMILIES, 'student.fields.nameAr'), (s) => s.nameAr),
    textColumn(textsOf(FAMILIES, 'student.fields.nameEn'), (s) => s.nameEn),
    localizedColumn(textsOf(FAMILIES, 'student.fields.school'), (s) => namesOf(s.school)),
    countColumn(textsOf(FAMILIES, 'student.fields.grade'), (s) => s.grade),
    choiceColumn(
      textsOf(FAMILIES, 'student.fields.gender'),
      choiceTexts(FAMILIES, 'student.gender.', STUDENT_GENDERS),
      (s) => s.gender,
    ),
    textColumn(textsOf(FAMILIES, 'student.fields.parent'), (s) => s.parent?.name),
    textColumn({ ar: 'جوال ولي الأمر', en: "Parent's mobile" }, (s) => s.parent?.phone),
    localizedColumn(textsOf(FAMILIES, 'student.fields.homeStop'), (s) =>
      s.homeStop ? namesOf(s.homeStop) : { ar: '', en: '' },
    ),
    choiceColumn(
      textsOf(FAMILIES, 'student.fields.status'),
      choiceTexts(FAMILIES, 'student.status.', STUDENT_STATUSES),
      (s) => s.status,
    ),
    textColumn(textsOf(FAMILIES, 'student.fields.specialNeeds'), (s) => s.specialNeeds),
    countColumn(textsOf(FAMILIES, 'student.fields.homeLat'), (s) => s.homeLat),
    countColumn(textsOf(FAMILIES, 'student.fields.homeLng'), (s) => s.homeLng),
    idColumn(),
  ],
};
