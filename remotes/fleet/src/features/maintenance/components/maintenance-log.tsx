import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Maintenance } from '@rihla/shared/contracts/bus-maintenance';
import type { Bus } from '@rihla/shared/contracts/buses';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money } from '@rihla/shared/ui/money';
import { Button, Card, Descriptions, Popconfirm, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusServiceTag } from '../../buses/components/bus-service-tag';
import { useBusMaintenance } from '../api/get-bus-maintenance';
import { useDeleteMaintenanceAction } from '../hooks/use-delete-maintenance-action';
import { MaintenanceModal } from './maintenance-modal';

/** The bus's odometer, its service state and what falls due next (docs/compliance.md, "Service"). */
function ServiceSummary({ bus }: { bus: Bus }) {
  const { t } = useTranslation('fleet');
  const { locale } = useShell();
  const { service } = bus;
  const km = (value: number) => <Ltr>{t('maintenance.km', { km: formatNumber(value, locale) })}</Ltr>;
  const none = t('maintenance.notRecorded');
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBlockEnd: 16 }}>
      <Descriptions.Item label={t('bus.fields.service')}>
        <BusServiceTag state={service.state} />
      </Descriptions.Item>
      <Descriptions.Item label={t('maintenance.odometerNow')}>
        {service.odometerKm === null ? none : km(service.odometerKm)}
      </Descriptions.Item>
      <Descriptions.Item label={t('maintenance.lastService')}>
        {service.lastServiceOn ? <DateText value={service.lastServiceOn} hijri={false} /> : none}
      </Descriptions.Item>
      <Descriptions.Item label={t('maintenance.nextDue')}>
        {service.dueOn === null && service.dueKm === null ? (
          t('maintenance.noInterval')
        ) : (
          <Space size={4} wrap>
            {service.dueOn ? <DateText value={service.dueOn} hijri={false} /> : null}
            {service.dueOn && service.dueKm !== null ? t('maintenance.or') : null}
            {service.dueKm !== null ? km(service.dueKm) : null}
          </Space>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The bus's maintenance log: its services, newest first; logged, edited and deleted here. */
export function MaintenanceLog({ bus }: { bus: Bus }) {
  const { t } = useTranslation('fleet');
  const { locale, can } = useShell();
  const [page, setPage] = useState(1);
  const log = useBusMaintenance(bus.id, page);
  const remove = useDeleteMaintenanceAction();
  const [editing, setEditing] = useState<Maintenance | null | undefined>(undefined);
  const canWrite = can('fleet:write');
  const columns: TableColumnsType<Maintenance> = [
    {
      key: 'serviceDate',
      title: t('maintenance.fields.serviceDate'),
      render: (_, entry) => <DateText value={entry.serviceDate} hijri={false} />,
    },
    { key: 'work', title: t('maintenance.fields.work'), dataIndex: 'work' },
    {
      key: 'cost',
      title: t('maintenance.fields.cost'),
      render: (_, entry) => <Money halalas={entry.costHalalas} />,
    },
    {
      key: 'garage',
      title: t('maintenance.fields.garage'),
      render: (_, entry) => entry.garage ?? t('common.none'),
    },
    {
      key: 'odometerKm',
      title: t('maintenance.fields.odometerKm'),
      render: (_, entry) => <Ltr>{formatNumber(entry.odometerKm, locale)}</Ltr>,
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, entry) => (
        <Space size={0}>
          <Tooltip title={t('common.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('common.edit')} ${entry.serviceDate}`}
              onClick={() => setEditing(entry)}
            />
          </Tooltip>
          <Popconfirm
            title={t('maintenance.delete.title')}
            description={t('maintenance.delete.description')}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(entry)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('common.delete')} ${entry.serviceDate}`}
            />
          </Popconfirm>
        </Space>
      ),
    });
  }
  return (
    <Card
      title={t('maintenance.title')}
      style={{ marginBlockStart: 16 }}
      extra={
        canWrite ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('maintenance.add')}
          </Button>
        ) : null
      }
    >
      <ServiceSummary bus={bus} />
      <Table<Maintenance>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data?.items}
        loading={log.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('maintenance.empty') }}
        pagination={{
          current: page,
          total: log.data?.total ?? 0,
          pageSize: log.data?.pageSize ?? 20,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
      {editing !== undefined ? (
        <MaintenanceModal
          busId={bus.id}
          entry={editing}
          odometerKm={bus.service.odometerKm}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}
