import type { Payment } from '@rihla/shared/contracts/payments';
import { formatGregorian } from '@rihla/shared/format/date';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { CsvExportLink } from '@rihla/shared/ui/csv-export-link';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money } from '@rihla/shared/ui/money';
import { Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayments } from '../api/get-payments';
import { PaymentPrintActions } from './payment-print-actions';
import { VoidPaymentAction } from './void-payment';

/** The latest payments and refunds (a refund counts against the total), by kind. */
export function PaymentsTab() {
  const { t } = useTranslation('finance');
  const [kind, setKind] = useState<string | undefined>();
  const params = new URLSearchParams({ pageSize: '50', ...(kind ? { kind } : {}) });
  const payments = usePayments(params);
  const columns: TableColumnsType<Payment> = [
    {
      key: 'receivedOn',
      title: t('payment.fields.receivedOn'),
      render: (_, p) => <Ltr>{formatGregorian(p.receivedOn)}</Ltr>,
    },
    {
      key: 'kind',
      title: t('payment.fields.kind'),
      render: (_, p) => (
        <>
          {t(`payment.kind.${p.kind}`)}
          {p.voidedAt ? (
            <Tag color="default" style={{ marginInlineStart: 8 }} title={p.voidReason ?? undefined}>
              {t('payment.voidedTag')}
            </Tag>
          ) : null}
        </>
      ),
    },
    { key: 'method', title: t('payment.fields.method'), render: (_, p) => t(`payment.method.${p.method}`) },
    {
      key: 'reference',
      title: t('payment.fields.reference'),
      render: (_, p) => (p.reference ? <Ltr>{p.reference}</Ltr> : '—'),
    },
    {
      key: 'gatewayReference',
      title: t('payment.fields.gatewayReference'),
      render: (_, p) => (p.gatewayReference ? <Ltr>{p.gatewayReference}</Ltr> : '—'),
    },
    { key: 'invoice', title: t('invoice.fields.number'), render: (_, p) => <Ltr>#{p.invoiceNumber}</Ltr> },
    { key: 'parent', title: t('invoice.fields.parent'), render: (_, p) => p.parentName },
    {
      key: 'amount',
      title: t('payment.fields.amount'),
      render: (_, p) => <Money halalas={p.kind === 'refund' ? -p.amountHalalas : p.amountHalalas} />,
    },
    {
      key: 'vat',
      title: t('payment.fields.vat'),
      render: (_, p) => (p.vatHalalas === null ? null : <Money halalas={-p.vatHalalas} />),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, p) => (
        <Space size={4} wrap>
          <PaymentPrintActions payment={p} />
          <VoidPaymentAction payment={p} />
        </Space>
      ),
    },
  ];
  return (
    <>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <Select
          allowClear
          aria-label={t('payment.fields.kind')}
          placeholder={t('payment.allKinds')}
          value={kind}
          onChange={setKind}
          options={['payment', 'refund'].map((k) => ({ value: k, label: t(`payment.kind.${k}`) }))}
          style={{ minInlineSize: 150 }}
        />
        <CsvExportLink href={csvExportUrl('payments', params)} />
      </Space>
      <Table<Payment>
        rowKey="id"
        columns={columns}
        dataSource={payments.data?.items}
        loading={payments.isFetching}
        pagination={false}
      />
    </>
  );
}
