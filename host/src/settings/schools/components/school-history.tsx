import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { useTranslation } from 'react-i18next';
import { useHostNamespace } from '../../../i18n/use-host-namespace';
import { useSchoolHistory } from '../api/get-school-history';

const VALUE_LABELS = { gender: ['schools.gender'] };
const LTR_FIELDS = ['phone', 'startTime', 'endTime', 'lat', 'lng'];

/** The school's audit trail with field names and values in the operator's language. */
export function SchoolHistory({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  return (
    <AuditHistoryCard
      title={t('schools.history')}
      history={useSchoolHistory(schoolId)}
      namespace={useHostNamespace()}
      entity="schools"
      valueLabels={VALUE_LABELS}
      ltrFields={LTR_FIELDS}
      style={{ marginBlockStart: 16 }}
    />
  );
}
