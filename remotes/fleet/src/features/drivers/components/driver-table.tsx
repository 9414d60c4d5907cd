import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ListResponse } from '@rihla/shared/contracts/common';
import { type Driver, driverNameIn } from '@rihla/shared/contracts/drivers';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link, useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, Popconfirm, Space, type TableColumnsType, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DriverListFilter } from '../hooks/use-driver-list-query';
import { DriverDocumentsCell } from './driver-documents-cell';
import { DriverRoleTag, DriverStatusTag } from './driver-status-tag';

interface DriverTableProps {
  data: ListResponse<Driver> | undefined;
  loading: boolean;
  query: ListQuery<DriverListFilter>;
  update(patch: ListQueryPatch<DriverListFilter>): void;
  canWrite: boolean;
  onDelete(driver: Driver): Promise<unknown>;
}

export function DriverTable({ data, loading, query, update, canWrite, onDelete }: DriverTableProps) {
  const { t } = useTranslation('fleet');
  const { localePath, locale } = useShell();
  const navigate = useNavigate();
  const tableProps = useListTableProps<DriverListFilter, Driver>(query, update, data?.total);

  const columns: TableColumnsType<Driver> = [
    {
      ...sortableColumn('fullName', query.sort),
      title: t('driver.fields.fullName'),
      render: (_, d) => (
        <Link to={localePath(pathTo('driver-details', { id: d.id }))}>{driverNameIn(locale, d)}</Link>
      ),
    },
    {
      ...sortableColumn('role', query.sort),
      title: t('driver.fields.role'),
      render: (_, d) => <DriverRoleTag role={d.role} />,
    },
    { key: 'phone', title: t('driver.fields.phone'), render: (_, d) => <Ltr>{d.phone}</Ltr> },
    { key: 'nationalId', title: t('driver.fields.nationalId'), render: (_, d) => <Ltr>{d.nationalId}</Ltr> },
    {
      ...sortableColumn('status', query.sort),
      title: t('driver.fields.status'),
      render: (_, d) => <DriverStatusTag status={d.status} />,
    },
    {
      key: 'assignedBus',
      title: t('driver.fields.assignedBus'),
      render: (_, d) => (d.assignedBus ? <Ltr>{d.assignedBus.plateNumber}</Ltr> : t('common.none')),
    },
    {
      ...sortableColumn('licenseExpiry', query.sort),
      title: t('driver.sections.documents'),
      render: (_, d) => <DriverDocumentsCell driver={d} />,
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, d) => (
        <Space size={0}>
          <Tooltip title={t('common.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('common.edit')} ${driverNameIn(locale, d)}`}
              onClick={() => navigate(localePath(pathTo('driver-update', { id: d.id })))}
            />
          </Tooltip>
          <Popconfirm
            title={t('driver.delete.title')}
            description={t('driver.delete.description', { name: driverNameIn(locale, d) })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(d)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('common.delete')} ${driverNameIn(locale, d)}`}
            />
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <ListTable<Driver>
      list="drivers"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
