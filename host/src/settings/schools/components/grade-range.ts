import type { TFunction } from 'i18next';

/**
 * The grades a school teaches, short: "KG – 6" for a run without gaps, else each grade named.
 * Grades come from the API ascending and without repeats.
 */
export function gradeRange(grades: readonly number[], t: TFunction): string {
  if (grades.length === 0) return t('schools.noGrades');
  const first = grades[0] as number;
  const last = grades[grades.length - 1] as number;
  const label = (grade: number) => t(`schools.gradeShort.${grade}`);
  if (grades.length > 2 && last - first === grades.length - 1) return `${label(first)} – ${label(last)}`;
  return grades.map(label).join(t('places.listSeparator'));
}
