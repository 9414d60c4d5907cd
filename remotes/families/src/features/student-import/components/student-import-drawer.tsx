import type { ImportColumn } from '@rihla/shared/contracts/student-import';
import { ImportDrawer } from '@rihla/shared/ui/import-drawer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolOptions } from '../../schools/api/get-school-options';
import { useImportStudents } from '../api/import-students';
import { studentImportSpec } from '../utils/check-rows';

const PREVIEW: ImportColumn[] = ['nameAr', 'school', 'grade'];

/** Bulk import of students through the shared import flow; schools are matched by name. */
export function StudentImportDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('families');
  const schools = useSchoolOptions();
  const spec = useMemo(() => (schools.data ? studentImportSpec(schools.data) : null), [schools.data]);
  const submit = useImportStudents({
    success: (result) =>
      t('import.done', {
        students: t('import.importedStudents', { count: result.imported }),
        parents: t('import.newParents', { count: result.parentsCreated }),
      }),
  });
  return (
    <ImportDrawer
      open={open}
      onClose={onClose}
      title={t('import.title')}
      hint={t('import.hint')}
      spec={spec}
      columnName={(column) => t(`import.columns.${column}`)}
      preview={PREVIEW}
      fileStem="students"
      templateLine={[
        'سارة خالد الشهري',
        'Sarah Khalid Al-Shehri',
        (schools.data?.find((s) => s.gender !== 'boys') ?? schools.data?.[0])?.nameAr ?? '',
        '3',
        'طالبة',
        '24.7743',
        '46.7386',
        '',
        'خالد محمد الشهري',
        '0551234567',
        '04A1B2C3',
      ]}
      submit={submit}
    />
  );
}
