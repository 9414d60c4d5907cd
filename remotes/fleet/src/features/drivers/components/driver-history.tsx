import type { Driver } from '@rihla/shared/contracts/drivers';
import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { Ltr } from '@rihla/shared/ui/ltr';
import { useTranslation } from 'react-i18next';
import { useDriverHistory } from '../api/get-driver-history';
import { DRIVER_EXPIRIES } from './driver-form-values';

const VALUE_LABELS = { status: ['driver.status', 'bus.status'], role: ['driver.role'] };
const DATE_FIELDS = ['licenseExpiry', ...DRIVER_EXPIRIES, 'dateOfBirth'];
const LTR_FIELDS = ['nationalId', 'phone', 'email', 'licenseNumber', 'assignedBusId'];
const MONEY_FIELDS = ['tripRate'];

/** The driver's audit trail with field names and values in the operator's language. */
export function DriverHistory({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  // Entries keep the bus id; the plate is known for the bus assigned now.
  const bus = driver.assignedBus;
  return (
    <AuditHistoryCard
      title={t('driver.sections.history')}
      history={useDriverHistory(driver.id)}
      namespace="fleet"
      entity="driver"
      valueLabels={VALUE_LABELS}
      dateFields={DATE_FIELDS}
      ltrFields={LTR_FIELDS}
      moneyFields={MONEY_FIELDS}
      names={bus ? { [bus.id]: <Ltr>{bus.plateNumber}</Ltr> } : {}}
    />
  );
}
