import { UploadOutlined } from '@ant-design/icons';
import { GRADE_MAX, GRADE_MIN, STUDENT_GENDERS, STUDENT_STATUSES } from '@rihla/shared/contracts/students';
import { nameIn } from '@rihla/shared/format/name-in';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolOptions } from '../features/schools/api/get-school-options';
import { StudentImportDrawer } from '../features/student-import/components/student-import-drawer';
import { useStudents } from '../features/students/api/get-students';
import { StudentTable } from '../features/students/components/student-table';
import { useStudentListQuery } from '../features/students/hooks/use-student-list-query';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);

export default function StudentListPage() {
  const { t } = useTranslation('families');
  const { locale, can } = useShell();
  const [importing, setImporting] = useState(false);
  const { query, update, apiParams } = useStudentListQuery();
  const students = useStudents(apiParams);
  const schools = useSchoolOptions();

  return (
    <ListPageLayout
      title={t('student.list.title')}
      exportHref={csvExportUrl('students', apiParams)}
      error={students.error}
      onRetry={() => students.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('student.list.searchPlaceholder')}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t('student.fields.school')}
            placeholder={t('student.list.allSchools')}
            value={query.filters.schoolId}
            onChange={(schoolId?: string) => update({ filters: { schoolId } })}
            options={schools.data?.map((s) => ({ value: s.id, label: nameIn(locale, s) }))}
            style={{ minInlineSize: 220 }}
          />
          <Select
            allowClear
            aria-label={t('student.fields.grade')}
            placeholder={t('student.list.allGrades')}
            value={query.filters.grade}
            onChange={(grade?: string) => update({ filters: { grade } })}
            options={GRADES.map((g) => ({ value: String(g), label: t(`student.grade.${g}`) }))}
            style={{ minInlineSize: 150 }}
          />
          <Select
            allowClear
            aria-label={t('student.fields.gender')}
            placeholder={t('student.list.allGenders')}
            value={query.filters.gender}
            onChange={(gender?: string) => update({ filters: { gender } })}
            options={STUDENT_GENDERS.map((g) => ({ value: g, label: t(`student.gender.${g}`) }))}
            style={{ minInlineSize: 150 }}
          />
          <Select
            allowClear
            aria-label={t('student.fields.status')}
            placeholder={t('student.list.allStatuses')}
            value={query.filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={STUDENT_STATUSES.map((s) => ({ value: s, label: t(`student.status.${s}`) }))}
            style={{ minInlineSize: 140 }}
          />
          {can('families:write') ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('import.open')}
            </Button>
          ) : null}
        </>
      }
    >
      <StudentTable data={students.data} loading={students.isFetching} query={query} update={update} />
      <StudentImportDrawer open={importing} onClose={() => setImporting(false)} />
    </ListPageLayout>
  );
}
