import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { useTranslation } from 'react-i18next';
import { useHostNamespace } from '../../../i18n/use-host-namespace';
import { useStopHistory } from '../api/get-stop-history';

const LTR_FIELDS = ['lat', 'lng'];

/** The stop's audit trail with field names and values in the operator's language. */
export function StopHistory({
  stopId,
  schoolNames,
}: {
  stopId: string;
  schoolNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <AuditHistoryCard
      title={t('stops.history')}
      history={useStopHistory(stopId)}
      namespace={useHostNamespace()}
      entity="stops"
      valueLabels={{}}
      ltrFields={LTR_FIELDS}
      names={schoolNames}
      style={{ marginBlockStart: 16 }}
    />
  );
}
