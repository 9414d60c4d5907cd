import { INVOICE_STATUSES, type Invoice } from '@rihla/shared/contracts/invoices';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { CsvExportLink } from '@rihla/shared/ui/csv-export-link';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../api/get-invoices';
import { useInvoiceListQuery } from '../hooks/use-invoice-list-query';
import { InvoiceRun } from './invoice-run';
import { InvoiceTable } from './invoice-table';

/** Invoices searched and filtered through the URL, the CSV of them, and the monthly run (for an officer who sees every school). */
export function InvoicesTab({ onRecordPayment }: { onRecordPayment(invoice: Invoice): void }) {
  const { t } = useTranslation('finance');
  const { can, session } = useShell();
  const { query, update, apiParams } = useInvoiceListQuery();
  const invoices = useInvoices(apiParams);
  const canWrite = can('finance:write');
  // The run bills every family of the company: an officer limited to some schools is not offered it (ADR 0072).
  const canRun = canWrite && !session?.operator.schoolIds;
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
        <CsvExportLink href={csvExportUrl('invoices', apiParams)} />
        {canRun && <InvoiceRun />}
      </Space>
      <InvoiceTable
        data={invoices.data}
        loading={invoices.isFetching}
        query={query}
        update={update}
        onRecordPayment={canWrite ? onRecordPayment : undefined}
      />
    </>
  );
}
