import { BUS_STATUSES } from '@rihla/shared/contracts/buses';
import { DRIVER_ROLES, DRIVER_STATUSES, type Driver } from '@rihla/shared/contracts/drivers';
import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { AuditHistory } from '@rihla/shared/ui/audit-history';
import { auditHistoryPaging } from '@rihla/shared/ui/audit-history-paging';
import { DateText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDriverHistory } from '../api/get-driver-history';

const DATE_FIELDS = new Set(['licenseExpiry', 'medicalExpiry', 'backgroundCheckExpiry']);
const LTR_FIELDS = new Set(['nationalId', 'phone', 'email', 'licenseNumber', 'assignedBusId']);
const includes = (list: readonly string[], value: unknown): value is string =>
  typeof value === 'string' && list.includes(value);

/** The driver's audit trail with field names and values in the operator's language. */
export function DriverHistory({ driver }: { driver: Driver }) {
  const driverId = driver.id;
  const { t, i18n } = useTranslation('fleet');
  const { locale } = useShell();
  const history = useDriverHistory(driverId);

  return (
    <Card title={t('driver.sections.history')}>
      <AuditHistory
        {...auditHistoryPaging(history)}
        fieldLabel={(field) =>
          i18n.exists(`driver.fields.${field}`, { ns: 'fleet' }) ? t(`driver.fields.${field}`) : field
        }
        renderValue={(field, value) => {
          if (field === 'status' && includes(DRIVER_STATUSES, value)) return t(`driver.status.${value}`);
          if (field === 'status' && includes(BUS_STATUSES, value)) return t(`bus.status.${value}`);
          if (field === 'role' && includes(DRIVER_ROLES, value)) return t(`driver.role.${value}`);
          if (field === 'tripRate' && typeof value === 'number') return formatMoney(value, locale);
          if (DATE_FIELDS.has(field) && typeof value === 'string')
            return <DateText value={value} hijri={false} />;
          // Entries keep the bus id; the plate is known for the bus assigned now.
          const bus = driver.assignedBus;
          if (field === 'assignedBusId' && bus && value === bus.id) return <Ltr>{bus.plateNumber}</Ltr>;
          if (LTR_FIELDS.has(field)) return <Ltr>{String(value)}</Ltr>;
          return undefined;
        }}
      />
    </Card>
  );
}
