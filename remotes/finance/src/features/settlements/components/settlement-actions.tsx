import type { SettlementDetails } from '@rihla/shared/contracts/settlements';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransitionSettlement } from '../api/transition-settlement';

/** Approve a draft, pay an approved one against a transfer reference, print the statement. */
export function SettlementActions({ settlement }: { settlement: SettlementDetails }) {
  const { t } = useTranslation('finance');
  const { can } = useShell();
  const [reference, setReference] = useState('');
  const move = useTransitionSettlement(settlement.id, {
    success: (saved) => t(`settlement.moved.${saved.status}`, { number: saved.number }),
  });
  const writable = can('finance:write');
  return (
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
  );
}
