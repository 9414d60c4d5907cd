import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunInvoices } from '../api/run-invoices';

/** The monthly invoice run: pick a month (this one by default) and invoice it. */
export function InvoiceRun() {
  const { t } = useTranslation('finance');
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const run = useRunInvoices({
    success: (result) => t('invoice.ran', { count: result.created, month: result.month }),
  });
  return (
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
  );
}
