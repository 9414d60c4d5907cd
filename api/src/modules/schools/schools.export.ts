import { SCHOOL_GENDERS, type School } from '@rihla/shared/contracts/schools';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { PLACES_LABELS as PLACES } from '@rihla/shared/i18n/messages/places';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  textColumn,
  yesNoColumn,
} from '../../lib/export-columns';

export const SCHOOLS_EXPORT: ExportSpec<School> = {
  filename: 'schools',
  sheet: { ar: 'المدارس', en: 'Schools' },
  columns: [
    textColumn(textsOf(PLACES, 'schools.fields.nameAr'), (s) => s.nameAr),
    textColumn(textsOf(PLACES, 'schools.fields.nameEn'), (s) => s.nameEn),
    // The export's own English titles: the screen says "Gender", "First bell" and "Dismissal".
    choiceColumn(
      { ar: 'الفئة', en: 'Students' },
      choiceTexts(PLACES, 'schools.gender.', SCHOOL_GENDERS),
      (s) => s.gender,
    ),
    textColumn({ ar: 'بداية الدوام', en: 'Day starts' }, (s) => s.startTime),
    textColumn({ ar: 'نهاية الدوام', en: 'Day ends' }, (s) => s.endTime),
    textColumn(textsOf(PLACES, 'schools.fields.phone'), (s) => s.phone),
    textColumn(textsOf(PLACES, 'schools.fields.address'), (s) => s.address),
    countColumn(textsOf(PLACES, 'schools.fields.lat'), (s) => s.lat),
    countColumn(textsOf(PLACES, 'schools.fields.lng'), (s) => s.lng),
    yesNoColumn(textsOf(PLACES, 'schools.fields.active'), (s) => s.active),
    textColumn(textsOf(PLACES, 'schools.fields.grades'), (s) => s.grades.join(' ')),
    idColumn(),
  ],
};
