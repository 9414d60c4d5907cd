import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Student } from '@rihla/shared/contracts/students';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentListFilter } from '../hooks/use-student-list-query';
import { StudentStatusTag } from './student-status-tag';

interface StudentTableProps {
  data: ListResponse<Student> | undefined;
  loading: boolean;
  query: ListQuery<StudentListFilter>;
  update(patch: ListQueryPatch<StudentListFilter>): void;
}

export function StudentTable({ data, loading, query, update }: StudentTableProps) {
  const { t } = useTranslation('families');
  const { localePath, locale } = useShell();
  const tableProps = useListTableProps<StudentListFilter, Student>(
    query,
    update,
    data?.total,
    data?.totalEstimated,
  );
  const none = t('common.none');

  const columns: TableColumnsType<Student> = [
    {
      ...sortableColumn('nameAr', query.sort),
      title: t('student.fields.nameAr'),
      render: (_, s) => (
        <Link to={localePath(pathTo('student-details', { id: s.id }))} lang="ar">
          {s.nameAr}
        </Link>
      ),
    },
    {
      ...sortableColumn('nameEn', query.sort),
      title: t('student.fields.nameEn'),
      render: (_, s) => <span lang="en">{s.nameEn}</span>,
    },
    { key: 'school', title: t('student.fields.school'), render: (_, s) => nameIn(locale, s.school) },
    {
      ...sortableColumn('grade', query.sort),
      title: t('student.fields.grade'),
      render: (_, s) => t(`student.grade.${s.grade}`),
    },
    {
      key: 'gender',
      title: t('student.fields.gender'),
      render: (_, s) => (s.gender ? t(`student.gender.${s.gender}`) : none),
    },
    {
      key: 'parent',
      title: t('student.fields.parent'),
      render: (_, s) =>
        s.parent ? (
          <Link to={localePath(pathTo('parent-details', { id: s.parent.id }))}>{s.parent.name}</Link>
        ) : (
          none
        ),
    },
    {
      key: 'homeStop',
      title: t('student.fields.homeStop'),
      render: (_, s) => (s.homeStop ? nameIn(locale, s.homeStop) : none),
    },
    {
      ...sortableColumn('status', query.sort),
      title: t('student.fields.status'),
      render: (_, s) => <StudentStatusTag status={s.status} />,
    },
  ];

  return (
    <ListTable<Student>
      list="students"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
