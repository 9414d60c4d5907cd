import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the student list keeps in the URL next to page, sort and search. */
export const STUDENT_LIST_FILTERS = ['schoolId', 'status', 'grade', 'gender'] as const;
export type StudentListFilter = (typeof STUDENT_LIST_FILTERS)[number];

export function useStudentListQuery() {
  return useListQueryParams(STUDENT_LIST_FILTERS);
}
