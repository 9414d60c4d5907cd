import { BUS_STATUSES } from '@rihla/shared/contracts/buses';
import {
  DISRUPTION_OUTCOMES,
  DISRUPTION_REASONS,
  DISRUPTION_STATUSES,
} from '@rihla/shared/contracts/disruptions';
import { DRIVER_ROLES, DRIVER_STATUSES } from '@rihla/shared/contracts/drivers';
import { AGEING_BUCKETS } from '@rihla/shared/contracts/finance-reports';
import { INVOICE_STATUSES } from '@rihla/shared/contracts/invoices';
import { NOTICE_CHANNELS, NOTICE_EVENTS, NOTICE_STATUSES } from '@rihla/shared/contracts/notices';
import { PACKAGE_PERIODS, TRIP_TYPES } from '@rihla/shared/contracts/packages';
import { PAYMENT_KINDS, PAYMENT_METHODS } from '@rihla/shared/contracts/payments';
import { REGISTRATION_STATUSES } from '@rihla/shared/contracts/registration-requests';
import { SCHOOL_GENDERS } from '@rihla/shared/contracts/schools';
import { SETTLEMENT_STATUSES } from '@rihla/shared/contracts/settlements';
import { STUDENT_GENDERS, STUDENT_STATUSES } from '@rihla/shared/contracts/students';
import { TRIP_DIRECTIONS, TRIP_STATUSES } from '@rihla/shared/contracts/trips';
import { type Texts, textsOf } from '@rihla/shared/i18n/labels';
import type { AreaMessages } from '@rihla/shared/i18n/messages/area-messages';
import { FAMILIES_LABELS as FAMILIES } from '@rihla/shared/i18n/messages/families';
import { FINANCE_LABELS as FINANCE } from '@rihla/shared/i18n/messages/finance';
import { FLEET_LABELS as FLEET } from '@rihla/shared/i18n/messages/fleet';
import { PLACES_LABELS as PLACES } from '@rihla/shared/i18n/messages/places';
import { TRIPS_LABELS as TRIPS } from '@rihla/shared/i18n/messages/trips';
import { LOCALES } from '@rihla/shared/routes/route-table';
import { BUSES_EXPORT } from '../modules/buses/buses.export';
import { DISRUPTIONS_EXPORT } from '../modules/disruptions/disruptions.export';
import { DRIVERS_EXPORT } from '../modules/drivers/drivers.export';
import { AGEING_EXPORT } from '../modules/finance-reports/finance-reports.export';
import { INVOICES_EXPORT } from '../modules/invoices/invoices.export';
import { NOTICES_EXPORT } from '../modules/notices/notices.export';
import { PACKAGES_EXPORT } from '../modules/packages/packages.export';
import { PAYMENTS_EXPORT } from '../modules/payments/payments.export';
import { REGISTRATION_REQUESTS_EXPORT } from '../modules/registration-requests/registration-requests.export';
import { SCHOOLS_EXPORT } from '../modules/schools/schools.export';
import { SETTLEMENTS_EXPORT } from '../modules/settlements/settlements.export';
import { STUDENTS_EXPORT } from '../modules/students/students.export';
import { TRIPS_EXPORT } from '../modules/trips/trips.export';
import type { ExportSpec } from './export-columns';

/**
 * An enum column of an export and where its screen finds the same texts: the area's shared
 * labels (`@rihla/shared/i18n/messages/<area>.ts`), which the remote's messages take in and must
 * not write again (each remote's message-keys test). A label the export words its own way fails.
 */
interface EnumColumn {
  // biome-ignore lint/suspicious/noExplicitAny: the table holds exports of every row type
  spec: ExportSpec<any>;
  header: Texts;
  labels: AreaMessages;
  /** Where the screen's label of a value is: `prefix` + value. */
  prefix: string;
  values: readonly string[];
  /** A row holding the value where the column reads it. */
  row(value: string): object;
}

const column = (
  // biome-ignore lint/suspicious/noExplicitAny: as above
  spec: ExportSpec<any>,
  labels: AreaMessages,
  title: string | Texts,
  prefix: string,
  values: readonly string[],
  field: string,
): EnumColumn => ({
  spec,
  header: typeof title === 'string' ? textsOf(labels, title) : title,
  labels,
  prefix,
  values,
  // `trip.status` is the status of the row's trip.
  row: (value) => field.split('.').reduceRight<object>((inner, key) => ({ [key]: inner }), value as never),
});

const ENUM_COLUMNS: Record<string, EnumColumn> = {
  "a bus's status": column(BUSES_EXPORT, FLEET, 'bus.fields.status', 'bus.status.', BUS_STATUSES, 'status'),
  "a driver's role": column(
    DRIVERS_EXPORT,
    FLEET,
    'driver.fields.role',
    'driver.role.',
    DRIVER_ROLES,
    'role',
  ),
  "a driver's status": column(
    DRIVERS_EXPORT,
    FLEET,
    'driver.fields.status',
    'driver.status.',
    DRIVER_STATUSES,
    'status',
  ),
  "a trip's direction": column(
    TRIPS_EXPORT,
    TRIPS,
    'fields.direction',
    'direction.',
    TRIP_DIRECTIONS,
    'direction',
  ),
  "a trip's status": column(TRIPS_EXPORT, TRIPS, 'fields.status', 'status.', TRIP_STATUSES, 'status'),
  "a disruption's reason": column(
    DISRUPTIONS_EXPORT,
    TRIPS,
    'disruption.reason',
    'reason.',
    DISRUPTION_REASONS,
    'reason',
  ),
  "a disrupted trip's status": column(
    DISRUPTIONS_EXPORT,
    TRIPS,
    'fields.status',
    'status.',
    TRIP_STATUSES,
    'trip.status',
  ),
  "a disruption's resolution": column(
    DISRUPTIONS_EXPORT,
    TRIPS,
    'disruption.resolution',
    'disruptionStatus.',
    DISRUPTION_STATUSES,
    'status',
  ),
  "a disruption's outcome": column(
    DISRUPTIONS_EXPORT,
    TRIPS,
    'disruption.outcome',
    'status.',
    DISRUPTION_OUTCOMES,
    'outcome',
  ),
  "a student's gender": column(
    STUDENTS_EXPORT,
    FAMILIES,
    'student.fields.gender',
    'student.gender.',
    STUDENT_GENDERS,
    'gender',
  ),
  "a student's status": column(
    STUDENTS_EXPORT,
    FAMILIES,
    'student.fields.status',
    'student.status.',
    STUDENT_STATUSES,
    'status',
  ),
  "a registration request's status": column(
    REGISTRATION_REQUESTS_EXPORT,
    FAMILIES,
    'request.fields.status',
    'request.status.',
    REGISTRATION_STATUSES,
    'status',
  ),
  "a notice's event": column(
    NOTICES_EXPORT,
    FAMILIES,
    'notice.fields.event',
    'notice.event.',
    NOTICE_EVENTS,
    'event',
  ),
  "a notice's channel": column(
    NOTICES_EXPORT,
    FAMILIES,
    'notice.fields.channel',
    'notice.channel.',
    NOTICE_CHANNELS,
    'channel',
  ),
  "a notice's status": column(
    NOTICES_EXPORT,
    FAMILIES,
    'notice.fields.status',
    'notice.status.',
    NOTICE_STATUSES,
    'status',
  ),
  "an invoice's status": column(
    INVOICES_EXPORT,
    FINANCE,
    'invoice.fields.status',
    'invoice.status.',
    INVOICE_STATUSES,
    'status',
  ),
  "a payment's kind": column(
    PAYMENTS_EXPORT,
    FINANCE,
    'payment.fields.kind',
    'payment.kind.',
    PAYMENT_KINDS,
    'kind',
  ),
  "a payment's method": column(
    PAYMENTS_EXPORT,
    FINANCE,
    'payment.fields.method',
    'payment.method.',
    PAYMENT_METHODS,
    'method',
  ),
  "a settlement's status": column(
    SETTLEMENTS_EXPORT,
    FINANCE,
    'settlement.fields.status',
    'settlement.status.',
    SETTLEMENT_STATUSES,
    'status',
  ),
  "a package's period": column(
    PACKAGES_EXPORT,
    FINANCE,
    'package.fields.period',
    'package.period.',
    PACKAGE_PERIODS,
    'period',
  ),
  "a package's trips": column(
    PACKAGES_EXPORT,
    FINANCE,
    'package.fields.tripType',
    'package.tripType.',
    TRIP_TYPES,
    'tripType',
  ),
  "a school's gender": column(
    SCHOOLS_EXPORT,
    PLACES,
    SCHOOLS_EXPORT.columns[2]!.header,
    'schools.gender.',
    SCHOOL_GENDERS,
    'gender',
  ),
  "an ageing bucket's days": column(
    AGEING_EXPORT,
    FINANCE,
    AGEING_EXPORT.columns[0]!.header,
    'ageing.',
    AGEING_BUCKETS,
    'bucket',
  ),
};

describe.each(Object.entries(ENUM_COLUMNS))('the export of %s', (_, enumColumn) => {
  it.each(LOCALES)('writes each value as the screen labels it, in %s', (locale) => {
    const exported = enumColumn.spec.columns.find((c) => c.header[locale] === enumColumn.header[locale]);
    expect(exported, `a column titled ${enumColumn.header[locale]}`).toBeDefined();
    const cells = enumColumn.values.map((value) =>
      exported?.value(enumColumn.row(value), { locale, timeZone: 'Asia/Riyadh' }),
    );
    expect(cells).toEqual(
      enumColumn.values.map((value) => enumColumn.labels[locale][enumColumn.prefix + value]),
    );
  });
});
