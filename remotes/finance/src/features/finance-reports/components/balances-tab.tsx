import type { Balance } from '@rihla/shared/contracts/finance-reports';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { CsvExportLink } from '@rihla/shared/ui/csv-export-link';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money } from '@rihla/shared/ui/money';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalances } from '../api/get-balances';

/** Each parent's invoiced, paid and owed amounts; those who owe something by default. */
export function BalancesTab() {
  const { t } = useTranslation('finance');
  const [owing, setOwing] = useState(true);
  const [q, setQ] = useState<string | undefined>();
  const params = new URLSearchParams({
    pageSize: '50',
    ...(owing ? { owing: 'true' } : {}),
    ...(q ? { q } : {}),
  });
  const balances = useBalances(params);
  const columns: TableColumnsType<Balance> = [
    { key: 'parent', title: t('invoice.fields.parent'), render: (_, b) => b.parentName },
    { key: 'phone', title: t('balance.phone'), render: (_, b) => <Ltr>{b.phone}</Ltr> },
    {
      key: 'invoiced',
      title: t('balance.invoiced'),
      render: (_, b) => <Money halalas={b.invoicedHalalas} />,
    },
    { key: 'vat', title: t('invoice.fields.vat'), render: (_, b) => <Money halalas={b.vatHalalas} /> },
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
        <CsvExportLink href={csvExportUrl('finance/balances', params)} />
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
