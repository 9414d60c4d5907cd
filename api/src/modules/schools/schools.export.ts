import type { SCHOOL_GENDERS, School } from '@rihla/shared/contracts/schools';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  type Texts,
  textColumn,
  yesNoColumn,
} from '../../lib/export-columns';

const GENDER: Record<(typeof SCHOOL_GENDERS)[number], Texts> = {
  boys: { ar: 'بنين', en: 'Boys' },
  girls: { ar: 'بنات', en: 'Girls' },
  mixed: { ar: 'مختلطة', en: 'Mixed' },
};

export const SCHOOLS_EXPORT: ExportSpec<School> = {
  filename: 'schools',
  sheet: { ar: 'المدارس', en: 'Schools' },
  columns: [
    textColumn({ ar: 'الاسم بالعربية', en: 'Name in Arabic' }, (s) => s.nameAr),
    textColumn({ ar: 'الاسم بالإنجليزية', en: 'Name in English' }, (s) => s.nameEn),
    choiceColumn({ ar: 'الفئة', en: 'Students' }, GENDER, (s) => s.gender),
    textColumn({ ar: 'بداية الدوام', en: 'Day starts' }, (s) => s.startTime),
    textColumn({ ar: 'نهاية الدوام', en: 'Day ends' }, (s) => s.endTime),
    textColumn({ ar: 'الهاتف', en: 'Phone' }, (s) => s.phone),
    textColumn({ ar: 'العنوان', en: 'Address' }, (s) => s.address),
    countColumn({ ar: 'خط العرض', en: 'Latitude' }, (s) => s.lat),
    countColumn({ ar: 'خط الطول', en: 'Longitude' }, (s) => s.lng),
    yesNoColumn({ ar: 'نشطة', en: 'Active' }, (s) => s.active),
    textColumn({ ar: 'الصفوف', en: 'Grades' }, (s) => s.grades.join(' ')),
    idColumn(),
  ],
};
