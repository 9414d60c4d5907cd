import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Stop } from '@rihla/shared/contracts/stops';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, Popconfirm, Space, type TableColumnsType, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

interface StopTableProps {
  data: ListResponse<Stop> | undefined;
  loading: boolean;
  query: ListQuery<'schoolId'>;
  update(patch: ListQueryPatch<'schoolId'>): void;
  /** School id -> its name in the page's language. */
  schoolNames: Record<string, string>;
  editUrl(stop: Stop): string;
  onDelete(stop: Stop): Promise<unknown>;
}

export function StopTable({ data, loading, query, update, schoolNames, editUrl, onDelete }: StopTableProps) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const navigate = useNavigate();
  const tableProps = useListTableProps<'schoolId', Stop>(query, update, data?.total);
  const name = (stop: Stop) => nameIn(locale, stop);

  const columns: TableColumnsType<Stop> = [
    {
      ...sortableColumn(locale === 'ar' ? 'nameAr' : 'nameEn', query.sort),
      title: t('stops.fields.name'),
      render: (_, stop) => <Link to={editUrl(stop)}>{name(stop)}</Link>,
    },
    {
      ...sortableColumn('district', query.sort),
      title: t('stops.fields.district'),
      render: (_, stop) => stop.district ?? '—',
    },
    {
      key: 'schools',
      title: t('stops.fields.schools'),
      render: (_, stop) =>
        stop.schoolIds.length === 0
          ? t('stops.noSchools')
          : stop.schoolIds
              .map((id) => schoolNames[id] ?? t('stops.otherSchool'))
              .join(t('places.listSeparator')),
    },
    {
      key: 'location',
      title: t('stops.fields.location'),
      render: (_, stop) => (
        <Ltr>
          {stop.lat.toFixed(5)}, {stop.lng.toFixed(5)}
        </Ltr>
      ),
    },
    {
      key: 'actions',
      title: t('places.actions'),
      render: (_, stop) => (
        <Space size={0}>
          <Tooltip title={t('places.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('places.edit')} ${name(stop)}`}
              onClick={() => navigate(editUrl(stop))}
            />
          </Tooltip>
          <Popconfirm
            title={t('stops.delete.title')}
            description={t('stops.delete.description', { name: name(stop) })}
            okText={t('places.delete')}
            cancelText={t('places.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(stop)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('places.delete')} ${name(stop)}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Stop>
      list="stops"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
