import type { Student, StudentGender, StudentStatus } from '@rihla/shared/contracts/students';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  namesOf,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const STATUS: Record<StudentStatus, Texts> = {
  active: { ar: 'نشط', en: 'Active' },
  inactive: { ar: 'غير نشط', en: 'Inactive' },
};

const GENDER: Record<StudentGender, Texts> = {
  boy: { ar: 'طالب', en: 'Boy' },
  girl: { ar: 'طالبة', en: 'Girl' },
};

/** Students as the families screen lists them, then the fields it leaves to the form. */
export const STUDENTS_EXPORT: ExportSpec<Student> = {
  filename: 'students',
  sheet: { ar: 'الطلاب', en: 'Students' },
  columns: [
    textColumn({ ar: 'الاسم بالعربية', en: 'Name in Arabic' }, (s) => s.nameAr),
    textColumn({ ar: 'الاسم بالإنجليزية', en: 'Name in English' }, (s) => s.nameEn),
    localizedColumn({ ar: 'المدرسة', en: 'School' }, (s) => namesOf(s.school)),
    countColumn({ ar: 'الصف', en: 'Grade' }, (s) => s.grade),
    choiceColumn({ ar: 'الجنس', en: 'Gender' }, GENDER, (s) => s.gender),
    textColumn({ ar: 'ولي الأمر', en: 'Parent' }, (s) => s.parent?.name),
    textColumn({ ar: 'جوال ولي الأمر', en: "Parent's mobile" }, (s) => s.parent?.phone),
    localizedColumn({ ar: 'نقطة التوقف', en: 'Stop' }, (s) =>
      s.homeStop ? namesOf(s.homeStop) : { ar: '', en: '' },
    ),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, STATUS, (s) => s.status),
    textColumn({ ar: 'احتياجات خاصة', en: 'Special needs' }, (s) => s.specialNeeds),
    countColumn({ ar: 'خط عرض المنزل', en: 'Home latitude' }, (s) => s.homeLat),
    countColumn({ ar: 'خط طول المنزل', en: 'Home longitude' }, (s) => s.homeLng),
    idColumn(),
  ],
};
