import { formatMoney } from '@rihla/shared/format/number';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useOneShot } from '@rihla/shared/ui/use-one-shot';
import { Alert, Button, DatePicker, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoiceRunPreview } from '../api/preview-invoice-run';
import { useRunInvoices } from '../api/run-invoices';

/**
 * The monthly invoice run: pick a month (this one by default), see what it would issue (how many
 * invoices, what total) and only then confirm it.
 */
export function InvoiceRun() {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const [confirming, setConfirming] = useState(false);
  const preview = useInvoiceRunPreview(month, confirming);
  const run = useRunInvoices({
    success: (result) => t('invoice.ran', { count: result.created, month: result.month }),
  });
  const runOnce = useOneShot(run);
  const due = preview.data;
  return (
    <>
      <DatePicker
        picker="month"
        aria-label={t('invoice.runMonth')}
        value={dayjs(`${month}-01`)}
        onChange={(value) => value && setMonth(value.format('YYYY-MM'))}
        allowClear={false}
      />
      <Button type="primary" loading={run.isPending} onClick={() => setConfirming(true)}>
        {t('invoice.run')}
      </Button>
      <Modal
        open={confirming}
        title={t('invoice.preview.title', { month })}
        okText={t('invoice.preview.issue')}
        okButtonProps={{ disabled: !due || due.created === 0 }}
        onOk={() => {
          setConfirming(false);
          runOnce({ month });
        }}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {preview.isFetching ? (
          <Spin />
        ) : preview.error instanceof ProblemError && preview.error.problem.errors ? (
          // The company cannot issue VAT invoices yet: each missing detail, named.
          <Alert
            type="error"
            showIcon
            message={preview.error.problem.title}
            description={
              <ul>
                {preview.error.problem.errors.map((e) => (
                  <li key={e.path}>{e.message}</li>
                ))}
              </ul>
            }
          />
        ) : preview.error ? (
          <Alert type="error" showIcon message={t('invoice.preview.failed')} />
        ) : due ? (
          <>
            <p>
              {due.created === 0
                ? t('invoice.preview.nothing')
                : t('invoice.preview.body', {
                    count: due.created,
                    total: formatMoney(due.totalHalalas, locale),
                  })}
            </p>
            {due.vatHalalas > 0 ? (
              <p>{t('vat.ofWhich', { vat: formatMoney(due.vatHalalas, locale) })}</p>
            ) : null}
          </>
        ) : null}
      </Modal>
    </>
  );
}
