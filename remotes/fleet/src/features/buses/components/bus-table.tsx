import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Bus } from '@rihla/shared/contracts/buses';
import type { ListResponse } from '@rihla/shared/contracts/common';
import { driverNameIn } from '@rihla/shared/contracts/drivers';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link, useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ExpiryTag } from '@rihla/shared/ui/expiry-tag';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, Popconfirm, Space, type TableColumnsType, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BusListFilter } from '../hooks/use-bus-list-query';
import { BusEquipmentTags } from './bus-equipment-tags';
import { BusServiceTag } from './bus-service-tag';
import { BusStatusTag } from './bus-status-tag';

interface BusTableProps {
  data: ListResponse<Bus> | undefined;
  loading: boolean;
  query: ListQuery<BusListFilter>;
  update(patch: ListQueryPatch<BusListFilter>): void;
  canWrite: boolean;
  onDelete(bus: Bus): Promise<unknown>;
}

export function BusTable({ data, loading, query, update, canWrite, onDelete }: BusTableProps) {
  const { t } = useTranslation('fleet');
  const { localePath, locale } = useShell();
  const navigate = useNavigate();
  const tableProps = useListTableProps<BusListFilter, Bus>(query, update, data?.total);
  const editPath = (bus: Bus) => localePath(pathTo('bus-update', { id: bus.id }));

  const columns: TableColumnsType<Bus> = [
    {
      ...sortableColumn('plateNumber', query.sort),
      title: t('bus.fields.plateNumber'),
      render: (_, bus) =>
        canWrite ? (
          <Link to={editPath(bus)}>
            <Ltr>{bus.plateNumber}</Ltr>
          </Link>
        ) : (
          <Ltr>{bus.plateNumber}</Ltr>
        ),
    },
    { ...sortableColumn('model', query.sort), title: t('bus.fields.model'), dataIndex: 'model' },
    { ...sortableColumn('year', query.sort), title: t('bus.fields.year'), dataIndex: 'year' },
    { ...sortableColumn('capacity', query.sort), title: t('bus.fields.capacity'), dataIndex: 'capacity' },
    {
      ...sortableColumn('status', query.sort),
      title: t('bus.fields.status'),
      render: (_, bus) => <BusStatusTag status={bus.status} />,
    },
    {
      key: 'driver',
      title: t('bus.fields.driver'),
      render: (_, bus) =>
        bus.driver ? (
          <Link to={localePath(pathTo('driver-details', { id: bus.driver.id }))}>
            {driverNameIn(locale, bus.driver)}
          </Link>
        ) : (
          t('common.none')
        ),
    },
    // Before the documents: the table scrolls sideways, and a service falling due is seen without scrolling.
    {
      key: 'service',
      title: t('bus.fields.service'),
      render: (_, bus) => <BusServiceTag state={bus.service.state} />,
    },
    {
      ...sortableColumn('insuranceExpiry', query.sort),
      title: t('bus.fields.insuranceExpiry'),
      render: (_, bus) => <ExpiryTag compact date={bus.insuranceExpiry} />,
    },
    {
      ...sortableColumn('inspectionExpiry', query.sort),
      title: t('bus.fields.inspectionExpiry'),
      render: (_, bus) => <ExpiryTag compact date={bus.inspectionExpiry} />,
    },
    {
      ...sortableColumn('operatingCardExpiry', query.sort),
      title: t('bus.fields.operatingCardExpiry'),
      render: (_, bus) => <ExpiryTag compact date={bus.operatingCardExpiry} />,
    },
    {
      key: 'equipment',
      title: t('bus.sections.tga'),
      render: (_, bus) => <BusEquipmentTags bus={bus} />,
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, bus) => (
        <Space size={0}>
          <Tooltip title={t('common.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('common.edit')} ${bus.plateNumber}`}
              onClick={() => navigate(editPath(bus))}
            />
          </Tooltip>
          <Popconfirm
            title={t('bus.delete.title')}
            description={t('bus.delete.description', { plate: bus.plateNumber })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(bus)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('common.delete')} ${bus.plateNumber}`}
            />
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <ListTable<Bus>
      list="buses"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
