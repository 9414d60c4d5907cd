import {
  AGEING_BUCKETS,
  type Ageing,
  type Balance,
  type Monthly,
} from '@rihla/shared/contracts/finance-reports';
import { INVOICE_STATUSES, type Invoice, type InvoiceRunResult } from '@rihla/shared/contracts/invoices';
import type { Payment } from '@rihla/shared/contracts/payments';
import { formatGregorian } from '@rihla/shared/format/date';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { nameIn, useFinanceMutation, useGet, useList } from '../features/api';
import { PaymentModal } from '../features/ledger/payment-modal';
import { Money } from '../features/money';

const RevenueChart = lazy(() => import('../features/ledger/revenue-chart'));

function ExportLink({ href }: { href: string }) {
  const { t } = useTranslation('finance');
  return (
    <Button href={href} download>
      {t('common.export')}
    </Button>
  );
}

const INVOICE_FILTERS = ['month', 'status'] as const;

function InvoicesTab() {
  const { t } = useTranslation('finance');
  const { api, can, locale } = useShell();
  const { query, update, apiParams } = useListQueryParams(INVOICE_FILTERS);
  const invoices = useList<Invoice>('invoices', apiParams);
  const tableProps = useListTableProps<(typeof INVOICE_FILTERS)[number], Invoice>(
    query,
    update,
    invoices.data?.total,
  );
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const [paying, setPaying] = useState<Invoice | null>(null);
  const run = useFinanceMutation(
    (body: { month: string }): Promise<InvoiceRunResult> => api.post('invoice-runs', { json: body }).json(),
    (result) => t('invoice.ran', { count: result.created, month: result.month }),
  );
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
      render: (_, i) => <Money halalas={i.amountHalalas} />,
    },
    {
      key: 'outstanding',
      title: t('invoice.fields.outstanding'),
      render: (_, i) => <Money halalas={i.outstandingHalalas} />,
    },
    {
      key: 'status',
      title: t('invoice.fields.status'),
      render: (_, i) => (
        <Tag color={i.status === 'paid' ? 'green' : i.status === 'partial' ? 'gold' : undefined}>
          {t(`invoice.status.${i.status}`)}
        </Tag>
      ),
    },
    ...(can('finance:write')
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, i: Invoice) => (
              <Button size="small" onClick={() => setPaying(i)}>
                {t('invoice.record')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <SearchInput value={query.q} onSearch={(q) => update({ q })} placeholder={t('invoice.search')} />
        <Input
          aria-label={t('invoice.fields.month')}
          placeholder="2026-09"
          dir="ltr"
          allowClear
          value={query.filters.month}
          onChange={(e) =>
            update({ filters: { month: /^\d{4}-\d{2}$/.test(e.target.value) ? e.target.value : undefined } })
          }
          style={{ inlineSize: 120 }}
        />
        <Select
          allowClear
          aria-label={t('invoice.fields.status')}
          placeholder={t('invoice.allStatuses')}
          value={query.filters.status}
          onChange={(status?: string) => update({ filters: { status } })}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoice.status.${s}`) }))}
          style={{ minInlineSize: 150 }}
        />
        <ExportLink href={csvExportUrl('invoices', apiParams)} />
        {can('finance:write') && (
          <>
            <DatePicker
              picker="month"
              aria-label={t('invoice.runMonth')}
              value={dayjs(`${month}-01`)}
              onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
              allowClear={false}
            />
            <Button type="primary" loading={run.isPending} onClick={() => run.mutate({ month })}>
              {t('invoice.run')}
            </Button>
          </>
        )}
      </Space>
      <Table<Invoice>
        rowKey="id"
        columns={columns}
        dataSource={invoices.data?.items}
        loading={invoices.isFetching}
        scroll={{ x: true }}
        {...tableProps}
      />
      {paying && <PaymentModal invoice={paying} onClose={() => setPaying(null)} />}
    </>
  );
}

function PaymentsTab() {
  const { t } = useTranslation('finance');
  const [kind, setKind] = useState<string | undefined>();
  const params = new URLSearchParams({ pageSize: '50', ...(kind ? { kind } : {}) });
  const payments = useList<Payment>('payments', params);
  const columns: TableColumnsType<Payment> = [
    {
      key: 'receivedOn',
      title: t('payment.fields.receivedOn'),
      render: (_, p) => <Ltr>{formatGregorian(p.receivedOn)}</Ltr>,
    },
    { key: 'kind', title: t('payment.fields.kind'), render: (_, p) => t(`payment.kind.${p.kind}`) },
    { key: 'method', title: t('payment.fields.method'), render: (_, p) => t(`payment.method.${p.method}`) },
    {
      key: 'reference',
      title: t('payment.fields.reference'),
      render: (_, p) => (p.reference ? <Ltr>{p.reference}</Ltr> : '—'),
    },
    { key: 'invoice', title: t('invoice.fields.number'), render: (_, p) => <Ltr>#{p.invoiceNumber}</Ltr> },
    { key: 'parent', title: t('invoice.fields.parent'), render: (_, p) => p.parentName },
    {
      key: 'amount',
      title: t('payment.fields.amount'),
      render: (_, p) => <Money halalas={p.kind === 'refund' ? -p.amountHalalas : p.amountHalalas} />,
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
        <ExportLink href={csvExportUrl('payments', params)} />
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

function BalancesTab() {
  const { t } = useTranslation('finance');
  const [owing, setOwing] = useState(true);
  const [q, setQ] = useState<string | undefined>();
  const params = new URLSearchParams({
    pageSize: '50',
    ...(owing ? { owing: 'true' } : {}),
    ...(q ? { q } : {}),
  });
  const balances = useList<Balance>('finance/balances', params);
  const columns: TableColumnsType<Balance> = [
    { key: 'parent', title: t('invoice.fields.parent'), render: (_, b) => b.parentName },
    { key: 'phone', title: t('balance.phone'), render: (_, b) => <Ltr>{b.phone}</Ltr> },
    {
      key: 'invoiced',
      title: t('balance.invoiced'),
      render: (_, b) => <Money halalas={b.invoicedHalalas} />,
    },
    { key: 'paid', title: t('balance.paid'), render: (_, b) => <Money halalas={b.paidHalalas} /> },
    { key: 'balance', title: t('balance.balance'), render: (_, b) => <Money halalas={b.balanceHalalas} /> },
  ];
  return (
    <>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <SearchInput
          value={q}
          onSearch={(value) => setQ(value || undefined)}
          placeholder={t('invoice.search')}
        />
        <Select
          aria-label={t('balance.show')}
          value={owing ? 'owing' : 'all'}
          onChange={(v) => setOwing(v === 'owing')}
          options={[
            { value: 'owing', label: t('balance.owing') },
            { value: 'all', label: t('balance.all') },
          ]}
          style={{ minInlineSize: 180 }}
        />
        <ExportLink href={csvExportUrl('finance/balances', params)} />
      </Space>
      <Table<Balance>
        rowKey="parentId"
        columns={columns}
        dataSource={balances.data?.items}
        loading={balances.isFetching}
        pagination={false}
      />
    </>
  );
}

function AgeingCard() {
  const { t } = useTranslation('finance');
  const ageing = useGet<Ageing>('finance/ageing');
  return (
    <Card
      title={t('ageing.title')}
      extra={<ExportLink href="/api/v1/finance/ageing/export.csv" />}
      style={{ marginBlockEnd: 16 }}
    >
      {ageing.data ? (
        <Row gutter={16}>
          {AGEING_BUCKETS.map((bucket) => (
            <Col xs={12} md={6} key={bucket}>
              <div data-testid={`ageing-${bucket}`}>
                <Statistic
                  title={t(`ageing.${bucket}`)}
                  valueRender={() => <Money halalas={ageing.data.buckets[bucket] ?? 0} />}
                />
                <small>{t('ageing.invoices', { count: ageing.data.counts[bucket] ?? 0 })}</small>
              </div>
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}

function MonthlyCard() {
  const { t } = useTranslation('finance');
  const to = dayjs().format('YYYY-MM');
  const from = dayjs().subtract(11, 'month').format('YYYY-MM');
  const params = new URLSearchParams({ from, to });
  const monthly = useGet<Monthly>('finance/monthly', params);
  return (
    <Card
      title={t('monthly.title')}
      extra={<ExportLink href={`/api/v1/finance/monthly/export.csv?${params}`} />}
    >
      <Suspense fallback={<Skeleton active />}>
        {monthly.data ? <RevenueChart months={monthly.data.months} /> : <Skeleton active />}
      </Suspense>
    </Card>
  );
}

const TABS = ['invoices', 'payments', 'balances', 'reports'] as const;

/** Invoices and the monthly run, payments and refunds, balances, ageing and revenue against payouts. */
export default function FinancialManagementPage() {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((k) => k === params.get('tab')) ?? 'invoices';
  return (
    <>
      <PageHeader title={t('ledger.title')} />
      <AgeingCard />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key })}
          destroyOnHidden
          items={[
            { key: 'invoices', label: t('ledger.tabs.invoices'), children: <InvoicesTab /> },
            { key: 'payments', label: t('ledger.tabs.payments'), children: <PaymentsTab /> },
            { key: 'balances', label: t('ledger.tabs.balances'), children: <BalancesTab /> },
            { key: 'reports', label: t('ledger.tabs.reports'), children: <MonthlyCard /> },
          ]}
        />
      </Card>
    </>
  );
}
