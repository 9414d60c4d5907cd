import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Region } from '@rihla/shared/contracts/regions';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSchoolOptions } from '../../schools/api/get-school-options';

interface RegionTableProps {
  data: ListResponse<Region> | undefined;
  loading: boolean;
  query: ListQuery<never>;
  update(patch: ListQueryPatch<never>): void;
  editUrl(region: Region): string;
  onDelete(region: Region): Promise<unknown>;
}

/** The regions with the schools each groups, by name. */
export function RegionTable({ data, loading, query, update, editUrl, onDelete }: RegionTableProps) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const navigate = useNavigate();
  const tableProps = useListTableProps<never, Region>(query, update, data?.total);
  const schools = new Map(
    (useSchoolOptions().data ?? []).map((school) => [school.id, nameIn(locale, school)]),
  );
  const name = (region: Region) => nameIn(locale, region);

  const columns: TableColumnsType<Region> = [
    {
      ...sortableColumn(locale === 'ar' ? 'nameAr' : 'nameEn', query.sort),
      title: t('regions.fields.name'),
      render: (_, region) => <Link to={editUrl(region)}>{name(region)}</Link>,
    },
    {
      key: 'schools',
      title: t('regions.fields.schools'),
      render: (_, region) => (
        <Space size={[4, 4]} wrap>
          {region.schoolIds.map((id) => (
            <Tag key={id}>{schools.get(id) ?? '…'}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('places.actions'),
      render: (_, region) => (
        <Space size={0}>
          <Tooltip title={t('places.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('places.edit')} ${name(region)}`}
              onClick={() => navigate(editUrl(region))}
            />
          </Tooltip>
          <Popconfirm
            title={t('regions.delete.title')}
            description={t('regions.delete.description', { name: name(region) })}
            okText={t('places.delete')}
            cancelText={t('places.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(region)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('places.delete')} ${name(region)}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Region>
      list="regions"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
