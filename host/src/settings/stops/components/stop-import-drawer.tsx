import type { StopImportColumn } from '@rihla/shared/contracts/place-import';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ImportDrawer } from '@rihla/shared/ui/import-drawer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stopImportSpec } from '../../places/import/stop-import-spec';
import { useSchoolOptions } from '../../schools/api/get-school-options';
import { useImportStops } from '../api/import-stops';

const PREVIEW: StopImportColumn[] = ['nameAr', 'district', 'schools'];

/**
 * Stops from a CSV or XLSX file, their schools by name, checked like the student import; the help and
 * template write the headers in the console's language, and either language's are read.
 */
export function StopImportDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const schools = useSchoolOptions();
  const spec = useMemo(() => (schools.data ? stopImportSpec(schools.data) : null), [schools.data]);
  const submit = useImportStops((count) => t('stops.import.done', { count }));
  const firstSchool = schools.data?.[0];
  return (
    <ImportDrawer
      open={open}
      onClose={onClose}
      title={t('stops.import.title')}
      hint={t('stops.import.hint')}
      spec={spec}
      columnName={(column) => t(`stops.fields.${column}`)}
      preview={PREVIEW}
      fileStem="stops"
      namedHeaders
      templateLine={[
        'بوابة مجمع الياسمين',
        'Al-Yasmin Compound Gate',
        'الياسمين',
        '24.8254',
        '46.6413',
        firstSchool ? nameIn(locale, firstSchool) : '',
        '',
      ]}
      submit={submit}
    />
  );
}
