import type { Driver } from '@rihla/shared/contracts/drivers';
import { ageOn, crewComplianceGaps, DRIVER_MIN_AGE } from '@rihla/shared/contracts/road-safety';
import { DateText } from '@rihla/shared/ui/date-text';
import { ExpiryTag } from '@rihla/shared/ui/expiry-tag';
import { Ltr } from '@rihla/shared/ui/ltr';
import { NotRecordedAlert } from '@rihla/shared/ui/not-recorded-alert';
import { Card, Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DRIVER_EXPIRIES } from './driver-form-values';

/** Licence, TGA medical, background check, first aid and proficiency test with their expiry warnings; the date of birth with the 25-year rule. */
export function DriverDocuments({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  return (
    <Card title={t('driver.sections.documents')}>
      {/* Not recorded yet does not keep them off trips (docs/compliance.md), but it is to be filled in. */}
      <NotRecordedAlert
        title={t('driver.gaps.title')}
        fields={crewComplianceGaps(driver).map((gap) => t(`driver.gaps.${gap}`))}
        style={{ marginBlockEnd: 12 }}
      />
      <Descriptions
        column={1}
        items={[
          {
            key: 'licenseNumber',
            label: t('driver.fields.licenseNumber'),
            children: driver.licenseNumber ? <Ltr>{driver.licenseNumber}</Ltr> : t('common.none'),
          },
          {
            key: 'licenseExpiry',
            label: t('driver.fields.licenseExpiry'),
            children:
              driver.role === 'attendant' && !driver.licenseExpiry ? (
                t('common.notApplicable')
              ) : (
                <ExpiryTag date={driver.licenseExpiry} />
              ),
          },
          ...DRIVER_EXPIRIES.map((key) => ({
            key,
            label: t(`driver.fields.${key}`),
            children: <ExpiryTag date={driver[key]} />,
          })),
          {
            key: 'dateOfBirth',
            label: t('driver.fields.dateOfBirth'),
            children: driver.dateOfBirth ? (
              <BirthDate driver={driver} date={driver.dateOfBirth} />
            ) : (
              t('common.none')
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The date of birth, flagged while a driver is too young to be dispatched (the trip form refuses him too). */
function BirthDate({ driver, date }: { driver: Driver; date: string }) {
  const { t } = useTranslation('fleet');
  const age = ageOn(date, dayjs().format('YYYY-MM-DD'));
  return (
    <>
      <DateText value={date} />{' '}
      {driver.role === 'driver' && age < DRIVER_MIN_AGE ? (
        <Tag color="error">{t('driver.underAge', { age, min: DRIVER_MIN_AGE })}</Tag>
      ) : (
        <Tag>{t('driver.age', { age })}</Tag>
      )}
    </>
  );
}
