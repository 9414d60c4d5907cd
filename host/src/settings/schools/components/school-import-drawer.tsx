import type { SchoolImportColumn } from '@rihla/shared/contracts/place-import';
import { ImportDrawer } from '@rihla/shared/ui/import-drawer';
import { useTranslation } from 'react-i18next';
import { SCHOOL_IMPORT_SPEC } from '../../places/import/school-import-spec';
import { useImportSchools } from '../api/import-schools';

const PREVIEW: SchoolImportColumn[] = ['nameAr', 'gender', 'grades'];
const TEMPLATE_LINE = [
  'ابتدائية الملك فهد',
  'King Fahd Primary School',
  'بنين',
  '1-6',
  '06:45',
  '12:30',
  '24.7136',
  '46.6753',
  'حي الملز',
  '0114567890',
];

/**
 * Schools from a CSV or XLSX file, through the same checks and report as the student import; the
 * help and template write the headers in the console's language, and either language's are read.
 */
export function SchoolImportDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const submit = useImportSchools((count) => t('schools.import.done', { count }));
  return (
    <ImportDrawer
      open={open}
      onClose={onClose}
      title={t('schools.import.title')}
      hint={t('schools.import.hint')}
      spec={SCHOOL_IMPORT_SPEC}
      columnName={(column) => t(`schools.fields.${column}`)}
      preview={PREVIEW}
      fileStem="schools"
      namedHeaders
      templateLine={TEMPLATE_LINE}
      submit={submit}
    />
  );
}
