import type { SettlementDetails } from '@rihla/shared/contracts/settlements';
import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useOneShot } from '@rihla/shared/ui/use-one-shot';
import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransitionSettlement } from '../api/transition-settlement';

/**
 * Approve a draft, pay an approved one against a transfer reference, print the statement. Approving
 * and paying cannot be undone, so each asks first, naming the settlement and its net.
 */
export function SettlementActions({ settlement }: { settlement: SettlementDetails }) {
  const { t } = useTranslation('finance');
  const { can, locale } = useShell();
  const figures = { number: settlement.number, net: formatMoney(settlement.netHalalas, locale) };
  const [reference, setReference] = useState('');
  const move = useTransitionSettlement(settlement.id, {
    success: (saved) => t(`settlement.moved.${saved.status}`, { number: saved.number }),
  });
  const moveOnce = useOneShot(move);
  const writable = can('finance:write');
  return (
    <Space className="finance-no-print" wrap style={{ marginBlockEnd: 16 }}>
      {writable && settlement.status === 'draft' && (
        <Popconfirm
          title={t('settlement.confirm.approveTitle', figures)}
          description={t('settlement.confirm.approveDescription', figures)}
          okText={t('settlement.confirm.approveOk')}
          cancelText={t('common.cancel')}
          onConfirm={() => moveOnce({ to: 'approved', version: settlement.version })}
        >
          <Button type="primary" loading={move.isPending}>
            {t('settlement.actions.approve')}
          </Button>
        </Popconfirm>
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
          <Popconfirm
            title={t('settlement.confirm.payTitle', figures)}
            description={t('settlement.confirm.payDescription', { ...figures, reference })}
            okText={t('settlement.confirm.payOk')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              moveOnce({ to: 'paid', version: settlement.version, paymentReference: reference })
            }
          >
            <Button type="primary" loading={move.isPending}>
              {t('settlement.actions.pay')}
            </Button>
          </Popconfirm>
        </>
      )}
      <Button onClick={() => window.print()}>{t('settlement.actions.print')}</Button>
    </Space>
  );
}
