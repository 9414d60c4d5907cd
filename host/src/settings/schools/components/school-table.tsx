import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ListResponse } from '@rihla/shared/contracts/common';
import type { School } from '@rihla/shared/contracts/schools';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { gradeRange } from './grade-range';

interface SchoolTableProps {
  data: ListResponse<School> | undefined;
  loading: boolean;
  query: ListQuery<'gender'>;
  update(patch: ListQueryPatch<'gender'>): void;
  /** The URL of the school's editor. */
  editUrl(school: School): string;
  onDelete(school: School): Promise<unknown>;
}

export function SchoolTable({ data, loading, query, update, editUrl, onDelete }: SchoolTableProps) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const navigate = useNavigate();
  const tableProps = useListTableProps<'gender', School>(query, update, data?.total);
  const name = (school: School) => nameIn(locale, school);

  const columns: TableColumnsType<School> = [
    {
      ...sortableColumn(locale === 'ar' ? 'nameAr' : 'nameEn', query.sort),
      title: t('schools.fields.name'),
      render: (_, school) => <Link to={editUrl(school)}>{name(school)}</Link>,
    },
    {
      ...sortableColumn('gender', query.sort),
      title: t('schools.fields.gender'),
      render: (_, school) => t(`schools.gender.${school.gender}`),
    },
    {
      key: 'grades',
      title: t('schools.fields.grades'),
      render: (_, school) => gradeRange(school.grades, t),
    },
    {
      ...sortableColumn('startTime', query.sort),
      title: t('schools.fields.bellTimes'),
      render: (_, school) => (
        <Ltr>
          {school.startTime}–{school.endTime}
        </Ltr>
      ),
    },
    {
      key: 'active',
      title: t('schools.fields.active'),
      render: (_, school) =>
        school.active ? <Tag color="green">{t('schools.active')}</Tag> : <Tag>{t('schools.inactive')}</Tag>,
    },
    {
      key: 'actions',
      title: t('places.actions'),
      render: (_, school) => (
        <Space size={0}>
          <Tooltip title={t('places.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('places.edit')} ${name(school)}`}
              onClick={() => navigate(editUrl(school))}
            />
          </Tooltip>
          <Popconfirm
            title={t('schools.delete.title')}
            description={t('schools.delete.description', { name: name(school) })}
            okText={t('places.delete')}
            cancelText={t('places.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(school)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('places.delete')} ${name(school)}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ListTable<School>
      list="schools"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
