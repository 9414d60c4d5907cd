import { BUS_STATUSES } from '@rihla/shared/contracts/buses';
import { AuditHistory } from '@rihla/shared/ui/audit-history';
import { auditHistoryPaging } from '@rihla/shared/ui/audit-history-paging';
import { DateText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusHistory } from '../api/get-bus-history';

const DATE_FIELDS = new Set(['insuranceExpiry', 'inspectionExpiry']);
const LTR_FIELDS = new Set(['plateNumber', 'gpsDeviceId']);

/** The bus's audit trail with field names and values in the operator's language. */
export function BusHistory({ busId }: { busId: string }) {
  const { t, i18n } = useTranslation('fleet');
  const history = useBusHistory(busId);
  return (
    <Card title={t('bus.history')} style={{ marginBlockStart: 16 }}>
      <AuditHistory
        {...auditHistoryPaging(history)}
        fieldLabel={(field) =>
          i18n.exists(`bus.fields.${field}`, { ns: 'fleet' }) ? t(`bus.fields.${field}`) : field
        }
        renderValue={(field, value) => {
          if (field === 'status' && BUS_STATUSES.includes(value as never))
            return t(`bus.status.${value as string}`);
          if (DATE_FIELDS.has(field) && typeof value === 'string')
            return <DateText value={value} hijri={false} />;
          if (LTR_FIELDS.has(field)) return <Ltr>{String(value)}</Ltr>;
          return undefined;
        }}
      />
    </Card>
  );
}
