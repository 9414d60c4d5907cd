import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { useTranslation } from 'react-i18next';
import { useBusHistory } from '../api/get-bus-history';

const DATE_FIELDS = ['insuranceExpiry', 'inspectionExpiry', 'operatingCardExpiry'];
const LTR_FIELDS = ['plateNumber', 'gpsDeviceId', 'operatingCardNumber'];

/** The bus's audit trail with field names and values in the operator's language. */
export function BusHistory({ busId }: { busId: string }) {
  const { t } = useTranslation('fleet');
  return (
    <AuditHistoryCard
      title={t('bus.history')}
      history={useBusHistory(busId)}
      namespace="fleet"
      entity="bus"
      dateFields={DATE_FIELDS}
      ltrFields={LTR_FIELDS}
      style={{ marginBlockStart: 16 }}
    />
  );
}
