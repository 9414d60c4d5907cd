import type { Maintenance } from '@rihla/shared/contracts/bus-maintenance';
import { textsOf } from '@rihla/shared/i18n/labels';
import { FLEET_LABELS as FLEET } from '@rihla/shared/i18n/messages/fleet';
import { countColumn, type ExportSpec, idColumn, moneyColumn, textColumn } from '../../lib/export-columns';

/** A bus's maintenance log as its page lists it. */
export const MAINTENANCE_EXPORT: ExportSpec<Maintenance> = {
  filename: 'bus-maintenance',
  sheet: { ar: 'سجل الصيانة', en: 'Maintenance log' },
  columns: [
    textColumn(textsOf(FLEET, 'maintenance.fields.serviceDate'), (m) => m.serviceDate),
    textColumn(textsOf(FLEET, 'maintenance.fields.work'), (m) => m.work),
    moneyColumn(textsOf(FLEET, 'maintenance.fields.cost'), (m) => m.costHalalas),
    textColumn(textsOf(FLEET, 'maintenance.fields.garage'), (m) => m.garage),
    countColumn(textsOf(FLEET, 'maintenance.fields.odometerKm'), (m) => m.odometerKm),
    textColumn({ ar: 'معرّف الحافلة', en: 'Bus id' }, (m) => m.busId),
    idColumn(),
  ],
};
