import type { Invoice } from '@rihla/shared/contracts/invoices';
import { useSearchParams } from '@rihla/shared/routes/router';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgeingCard } from '../features/finance-reports/components/ageing-card';
import { BalancesTab } from '../features/finance-reports/components/balances-tab';
import { MonthlyCard } from '../features/finance-reports/components/monthly-card';
import { InvoicesTab } from '../features/invoices/components/invoices-tab';
import { PaymentModal } from '../features/payments/components/payment-modal';
import { PaymentsTab } from '../features/payments/components/payments-tab';

const TABS = ['invoices', 'payments', 'balances', 'reports'] as const;

/** Invoices and the monthly run, payments and refunds, balances, ageing and revenue against payouts. */
export default function FinancialManagementPage() {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const [paying, setPaying] = useState<Invoice | null>(null);
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
            {
              key: 'invoices',
              label: t('ledger.tabs.invoices'),
              children: <InvoicesTab onRecordPayment={setPaying} />,
            },
            { key: 'payments', label: t('ledger.tabs.payments'), children: <PaymentsTab /> },
            { key: 'balances', label: t('ledger.tabs.balances'), children: <BalancesTab /> },
            { key: 'reports', label: t('ledger.tabs.reports'), children: <MonthlyCard /> },
          ]}
        />
      </Card>
      {paying && <PaymentModal invoice={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
