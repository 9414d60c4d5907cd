import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Invoice } from '@rihla/shared/contracts/invoices';
import { formatGregorian } from '@rihla/shared/format/date';
import { nameIn } from '@rihla/shared/format/name-in';
import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money } from '@rihla/shared/ui/money';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, Flex, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceListFilter } from '../hooks/use-invoice-list-query';
import { InvoiceDocument } from './invoice-document';
import { InvoiceStatusTag } from './invoice-status-tag';
import { InvoiceVat } from './invoice-vat';

interface InvoiceTableProps {
  data: ListResponse<Invoice> | undefined;
  loading: boolean;
  query: ListQuery<InvoiceListFilter>;
  update(patch: ListQueryPatch<InvoiceListFilter>): void;
  /** Records a payment against the invoice; no such column for an operator who may not write. */
  onRecordPayment?(invoice: Invoice): void;
}

/** Invoices with what is left to pay on each. */
export function InvoiceTable({ data, loading, query, update, onRecordPayment }: InvoiceTableProps) {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  const tableProps = useListTableProps<InvoiceListFilter, Invoice>(query, update, data?.total);
  const columns: TableColumnsType<Invoice> = [
    {
      ...sortableColumn('number', query.sort),
      title: t('invoice.fields.number'),
      render: (_, i) => <Ltr>#{i.number}</Ltr>,
    },
    {
      key: 'month',
      title: t('invoice.fields.month'),
      render: (_, i) => <span style={{ whiteSpace: 'nowrap' }}>{i.month}</span>,
    },
    {
      ...sortableColumn('dueDate', query.sort),
      title: t('invoice.fields.dueDate'),
      render: (_, i) => <Ltr>{formatGregorian(i.dueDate)}</Ltr>,
    },
    { key: 'parent', title: t('invoice.fields.parent'), render: (_, i) => i.parentName },
    { key: 'student', title: t('invoice.fields.student'), render: (_, i) => i.studentName },
    {
      key: 'package',
      title: t('invoice.fields.package'),
      render: (_, i) => nameIn(locale, { nameAr: i.packageNameAr, nameEn: i.packageNameEn }),
    },
    {
      ...sortableColumn('amountHalalas', query.sort),
      title: t('invoice.fields.amount'),
      render: (_, i) => (
        <Flex vertical>
          <Money halalas={i.amountHalalas} />
          {i.instalments > 1 ? (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t('invoice.instalment', { instalment: i.instalment, instalments: i.instalments })}
            </Typography.Text>
          ) : null}
          {i.discountHalalas > 0 ? (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t('invoice.siblingDiscount', {
                percent: i.discountPercent,
                amount: formatMoney(i.discountHalalas, locale),
              })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'vat',
      title: t('invoice.fields.vat'),
      render: (_, i) => <InvoiceVat invoice={i} />,
    },
    {
      key: 'zatca',
      title: t('invoice.zatca.column'),
      render: (_, i) => <InvoiceDocument invoice={i} />,
    },
    {
      key: 'outstanding',
      title: t('invoice.fields.outstanding'),
      render: (_, i) => <Money halalas={i.outstandingHalalas} />,
    },
    {
      key: 'status',
      title: t('invoice.fields.status'),
      render: (_, i) => <InvoiceStatusTag status={i.status} />,
    },
  ];
  if (onRecordPayment) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, i) => (
        <Button size="small" onClick={() => onRecordPayment(i)}>
          {t('invoice.record')}
        </Button>
      ),
    });
  }
  return (
    <ListTable<Invoice>
      list="invoices"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
