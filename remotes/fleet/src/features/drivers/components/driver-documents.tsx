import type { Driver } from '@rihla/shared/contracts/drivers';
import { ageOn, DRIVER_MIN_AGE } from '@rihla/shared/contracts/road-safety';
import { DateText } from '@rihla/shared/ui/date-text';
import { ExpiryTag } from '@rihla/shared/ui/expiry-tag';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Licence, medical and background check with their expiry warnings; the date of birth with the 25-year rule. */
export function DriverDocuments({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  return (
    <Card title={t('driver.sections.documents')}>
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
          {
            key: 'medicalExpiry',
            label: t('driver.fields.medicalExpiry'),
            children: <ExpiryTag date={driver.medicalExpiry} />,
          },
          {
            key: 'backgroundCheckExpiry',
            label: t('driver.fields.backgroundCheckExpiry'),
            children: <ExpiryTag date={driver.backgroundCheckExpiry} />,
          },
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
