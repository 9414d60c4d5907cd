import type { SettlementDetails, SettlementTransition } from '@rihla/shared/contracts/settlements';
import { formatDateTime, formatGregorian } from '@rihla/shared/format/date';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Button, Card, Descriptions, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFinanceMutation, useGet } from '../features/api';
import { Money } from '../features/money';
import { SettlementLines, SettlementTotals } from '../features/settlement-lines';
import { SettlementStatusTag } from '../features/settlement-status-tag';
import '../features/print.css';
import { pathTo } from '@rihla/shared/routes/path-to';

function Statement({ settlement }: { settlement: SettlementDetails }) {
  const { t } = useTranslation('finance');
  const { api, can } = useShell();
  const [reference, setReference] = useState('');
  const move = useFinanceMutation(
    (body: SettlementTransition): Promise<SettlementDetails> =>
      api.post(`settlements/${settlement.id}/transitions`, { json: body }).json(),
    (saved) => t(`settlement.moved.${saved.status}`, { number: saved.number }),
  );
  const writable = can('finance:write');
  return (
    <>
      <Space className="finance-no-print" wrap style={{ marginBlockEnd: 16 }}>
        {writable && settlement.status === 'draft' && (
          <Button
            type="primary"
            loading={move.isPending}
            onClick={() => move.mutate({ to: 'approved', version: settlement.version })}
          >
            {t('settlement.actions.approve')}
          </Button>
        )}
        {writable && settlement.status === 'approved' && (
          <>
            <Input
              aria-label={t('settlement.fields.paymentReference')}
              placeholder={t('settlement.fields.paymentReference')}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              dir="ltr"
              style={{ inlineSize: 220 }}
            />
            <Button
              type="primary"
              loading={move.isPending}
              onClick={() =>
                move.mutate({ to: 'paid', version: settlement.version, paymentReference: reference })
              }
            >
              {t('settlement.actions.pay')}
            </Button>
          </>
        )}
        <Button onClick={() => window.print()}>{t('settlement.actions.print')}</Button>
      </Space>
      <Card className="finance-statement">
        <h2 className="finance-print-only">
          {t('settlement.statementTitle', { number: settlement.number })}
        </h2>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('settlement.fields.driver')}>{settlement.driverName}</Descriptions.Item>
          <Descriptions.Item label={t('settlement.fields.status')}>
            <SettlementStatusTag status={settlement.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('settlement.fields.period')}>
            <Ltr>
              {formatGregorian(settlement.periodStart)} – {formatGregorian(settlement.periodEnd)}
            </Ltr>
          </Descriptions.Item>
          <Descriptions.Item label={t('settlement.fields.rate')}>
            <Money halalas={settlement.rateHalalas} />
          </Descriptions.Item>
          {settlement.approvedAt && (
            <Descriptions.Item label={t('settlement.fields.approvedAt')}>
              <Ltr>{formatDateTime(settlement.approvedAt)}</Ltr>
            </Descriptions.Item>
          )}
          {settlement.paidAt && (
            <Descriptions.Item label={t('settlement.fields.paidAt')}>
              <Ltr>{formatDateTime(settlement.paidAt)}</Ltr>
            </Descriptions.Item>
          )}
          {settlement.paymentReference && (
            <Descriptions.Item label={t('settlement.fields.paymentReference')}>
              <Ltr>{settlement.paymentReference}</Ltr>
            </Descriptions.Item>
          )}
        </Descriptions>
        <SettlementLines lines={settlement.lines} />
        <SettlementTotals figures={settlement} />
      </Card>
    </>
  );
}

/** One settlement: its statement (printable), approve when draft, pay when approved. */
export default function SettlementDetailsPage() {
  const { t } = useTranslation('finance');
  const { id = '' } = useParams();
  const settlement = useGet<SettlementDetails>(`settlements/${id}`);
  return (
    <>
      <div className="finance-no-print">
        <PageHeader
          title={t('settlement.details.title')}
          subtitle={settlement.data ? <Ltr>#{settlement.data.number}</Ltr> : null}
          backTo={pathTo('settlement-list')}
        />
      </div>
      <LoadedRecord query={settlement}>{(data) => <Statement settlement={data} />}</LoadedRecord>
    </>
  );
}
