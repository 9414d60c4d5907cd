import type { ImportColumn } from '@rihla/shared/contracts/student-import';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ImportDrawer } from '@rihla/shared/ui/import-drawer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackageOptions } from '../../packages/api/get-package-options';
import { useSchoolOptions } from '../../schools/api/get-school-options';
import { useStopOptions } from '../../schools/api/get-stop-options';
import { useImportStudents } from '../api/import-students';
import { studentImportSpec } from '../utils/check-rows';

const PREVIEW: ImportColumn[] = ['nameAr', 'school', 'grade'];

/**
 * Bulk import of students through the shared import flow; schools, packages and stops are matched
 * by name or code, and the help and template write the headers in the console's language.
 */
export function StudentImportDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const schools = useSchoolOptions();
  const packages = usePackageOptions({ enabled: open });
  const stops = useStopOptions({ enabled: open });
  const spec = useMemo(
    () =>
      schools.data && packages.data && stops.data
        ? studentImportSpec(schools.data, { packages: packages.data, stops: stops.data })
        : null,
    [schools.data, packages.data, stops.data],
  );
  const submit = useImportStudents({
    success: (result) =>
      t('import.done', {
        students: t('import.importedStudents', { count: result.imported }),
        parents: t('import.newParents', { count: result.parentsCreated }),
        subscribed: t('import.subscribed', { count: result.subscribed }),
      }),
  });
  const school = schools.data?.find((s) => s.gender !== 'boys') ?? schools.data?.[0];
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
      namedHeaders
      templateLine={[
        'سارة خالد الشهري',
        'Sarah Khalid Al-Shehri',
        school ? nameIn(locale, school) : '',
        '3',
        'طالبة',
        '24.7743',
        '46.7386',
        '',
        'خالد محمد الشهري',
        '0551234567',
        'khalid@example.com',
        '04A1B2C3',
        packages.data?.[0] ? nameIn(locale, packages.data[0]) : '',
        stops.data?.[0] ? nameIn(locale, stops.data[0]) : '',
      ]}
      submit={submit}
    />
  );
}
