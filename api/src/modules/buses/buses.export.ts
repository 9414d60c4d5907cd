import { BUS_STATUSES, type Bus } from '@rihla/shared/contracts/buses';
import { SERVICE_STATES } from '@rihla/shared/contracts/road-safety';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FLEET_LABELS as FLEET } from '@rihla/shared/i18n/messages/fleet';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  textColumn,
} from '../../lib/export-columns';

const EQUIPMENT = choiceTexts(FLEET, 'bus.equipment.', ['fitted', 'notFitted'] as const);
const equipment = (fitted: boolean | null) => (fitted === null ? null : fitted ? 'fitted' : 'notFitted');

/** The bus list as the fleet screen shows it, then the fields it leaves to the form. */
export const BUSES_EXPORT: ExportSpec<Bus> = {
  filename: 'buses',
  sheet: { ar: 'الحافلات', en: 'Buses' },
  columns: [
    textColumn(textsOf(FLEET, 'bus.fields.plateNumber'), (b) => b.plateNumber),
    textColumn(textsOf(FLEET, 'bus.fields.model'), (b) => b.model),
    countColumn(textsOf(FLEET, 'bus.fields.year'), (b) => b.year),
    countColumn(textsOf(FLEET, 'bus.fields.capacity'), (b) => b.capacity),
    choiceColumn(
      textsOf(FLEET, 'bus.fields.status'),
      choiceTexts(FLEET, 'bus.status.', BUS_STATUSES),
      (b) => b.status,
    ),
    localizedColumn(textsOf(FLEET, 'bus.fields.driver'), (b) => ({
      ar: b.driver?.fullName ?? '',
      en: b.driver?.fullNameEn ?? '',
    })),
    textColumn(textsOf(FLEET, 'bus.fields.insuranceExpiry'), (b) => b.insuranceExpiry),
    textColumn(textsOf(FLEET, 'bus.fields.inspectionExpiry'), (b) => b.inspectionExpiry),
    textColumn(textsOf(FLEET, 'bus.fields.operatingCardNumber'), (b) => b.operatingCardNumber),
    textColumn(textsOf(FLEET, 'bus.fields.operatingCardExpiry'), (b) => b.operatingCardExpiry),
    // Empty when not recorded yet (a bus from before the TGA fields), as on the list.
    choiceColumn(textsOf(FLEET, 'bus.fields.trackerFitted'), EQUIPMENT, (b) => equipment(b.trackerFitted)),
    choiceColumn(textsOf(FLEET, 'bus.fields.camerasFitted'), EQUIPMENT, (b) => equipment(b.camerasFitted)),
    // Empty when nothing recorded tells (no interval, or no service logged), as on the list.
    choiceColumn(
      textsOf(FLEET, 'bus.fields.service'),
      choiceTexts(FLEET, 'bus.service.', SERVICE_STATES),
      (b) => b.service.state,
    ),
    countColumn(textsOf(FLEET, 'bus.fields.odometerKm'), (b) => b.service.odometerKm),
    // Not a column of the list; the form calls it "GPS device id".
    textColumn({ ar: 'معرّف جهاز التتبع', en: 'GPS device' }, (b) => b.gpsDeviceId),
    textColumn(textsOf(FLEET, 'bus.fields.notes'), (b) => b.notes),
    idColumn(),
  ],
};
