import type { Driver } from '@rihla/shared/contracts/drivers';
import { ExpiryTag } from '@rihla/shared/ui/expiry-tag';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** Licence, medical and background check with their expiry warnings. */
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
        ]}
      />
    </Card>
  );
}
