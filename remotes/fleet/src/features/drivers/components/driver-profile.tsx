import type { Driver } from '@rihla/shared/contracts/drivers';
import { formatMoney } from '@rihla/shared/format/number';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { DriverRoleTag, DriverStatusTag } from './driver-status-tag';

export function DriverProfile({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  const { localePath, locale, can } = useShell();
  const bus = driver.assignedBus;
  return (
    <Card title={t('driver.sections.profile')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'fullNameEn',
            label: t('driver.fields.fullNameEn'),
            children: driver.fullNameEn ? <Ltr>{driver.fullNameEn}</Ltr> : t('common.none'),
          },
          { key: 'role', label: t('driver.fields.role'), children: <DriverRoleTag role={driver.role} /> },
          {
            key: 'status',
            label: t('driver.fields.status'),
            children: <DriverStatusTag status={driver.status} />,
          },
          {
            key: 'nationalId',
            label: t('driver.fields.nationalId'),
            children: <Ltr>{driver.nationalId}</Ltr>,
          },
          {
            key: 'phone',
            label: t('driver.fields.phone'),
            children: (
              <a href={`tel:${driver.phone}`}>
                <Ltr>{driver.phone}</Ltr>
              </a>
            ),
          },
          {
            key: 'email',
            label: t('driver.fields.email'),
            children: driver.email ? <Ltr>{driver.email}</Ltr> : t('common.none'),
          },
          {
            key: 'assignedBus',
            label: t('driver.fields.assignedBus'),
            children: bus ? (
              can('fleet:write') ? (
                <Link to={localePath(pathTo('bus-update', { id: bus.id }))}>
                  <Ltr>{bus.plateNumber}</Ltr>
                </Link>
              ) : (
                <Ltr>{bus.plateNumber}</Ltr>
              )
            ) : (
              t('common.none')
            ),
          },
          {
            key: 'tripRate',
            label: t('driver.fields.tripRate'),
            children: formatMoney(driver.tripRate, locale),
          },
          {
            key: 'updatedAt',
            label: t('driver.fields.updatedAt'),
            children: <DateTimeText value={driver.updatedAt} />,
          },
        ]}
      />
    </Card>
  );
}
