import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Operator } from '@rihla/shared/contracts/operators';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface OperatorTableProps {
  data: ListResponse<Operator> | undefined;
  loading: boolean;
  query: ListQuery<'role'>;
  update(patch: ListQueryPatch<'role'>): void;
  onEdit(operator: Operator): void;
  onToggleActive(operator: Operator): Promise<unknown>;
}

/** The operator accounts, a page at a time, with their role, state and last sign-in. */
export function OperatorTable({ data, loading, query, update, onEdit, onToggleActive }: OperatorTableProps) {
  const { t } = useTranslation();
  const tableProps = useListTableProps<'role', Operator>(query, update, data?.total);

  const columns: TableColumnsType<Operator> = [
    {
      ...sortableColumn('name', query.sort),
      title: t('operator.fields.name'),
      render: (_, operator) => (
        <Button type="link" onClick={() => onEdit(operator)} style={{ paddingInline: 0 }}>
          {operator.name}
        </Button>
      ),
    },
    {
      ...sortableColumn('email', query.sort),
      title: t('operator.fields.email'),
      render: (_, operator) => <Ltr>{operator.email}</Ltr>,
    },
    {
      ...sortableColumn('role', query.sort),
      title: t('operator.fields.role'),
      render: (_, operator) => t(`roles.${operator.role}`),
    },
    {
      key: 'state',
      title: t('operator.fields.active'),
      render: (_, operator) => (
        <Space size={4} wrap>
          {operator.active ? (
            <Tag color="green">{t('operator.state.active')}</Tag>
          ) : (
            <Tag>{t('operator.state.inactive')}</Tag>
          )}
          {operator.mustChangePassword && <Tag color="gold">{t('operator.state.temporaryPassword')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'lastLoginAt',
      title: t('operator.fields.lastLoginAt'),
      render: (_, operator) =>
        operator.lastLoginAt ? <DateTimeText value={operator.lastLoginAt} /> : t('operator.neverSignedIn'),
    },
    {
      key: 'actions',
      title: t('operator.list.actions'),
      render: (_, operator) => (
        <Popconfirm
          title={t(operator.active ? 'operator.deactivate.confirm' : 'operator.reactivate.confirm', {
            name: operator.name,
          })}
          okText={t(operator.active ? 'operator.deactivate.action' : 'operator.reactivate.action')}
          cancelText={t('operator.cancel')}
          onConfirm={() => onToggleActive(operator)}
        >
          <Button
            size="small"
            danger={operator.active}
            aria-label={t(operator.active ? 'operator.deactivate.actionOf' : 'operator.reactivate.actionOf', {
              name: operator.name,
            })}
          >
            {t(operator.active ? 'operator.deactivate.action' : 'operator.reactivate.action')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <ListTable<Operator>
      list="operators"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
