import { driverNameOf } from '@rihla/shared/contracts/drivers';
import type { SettlementPreview } from '@rihla/shared/contracts/settlements';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettlementLines } from './settlement-lines';
import { SettlementTotals } from './settlement-totals';

/** What the settlement would pay, before it is stored. */
export function SettlementPreviewCard({ preview }: { preview: SettlementPreview }) {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  return (
    <Card
      title={t('settlement.compose.previewTitle', { name: driverNameOf(locale, preview) })}
      style={{ marginBlockStart: 16 }}
    >
      {preview.tripCount === 0 ? (
        <Alert type="warning" showIcon message={t('settlement.compose.noTrips')} />
      ) : (
        <>
          <SettlementLines lines={preview.lines} />
          <SettlementTotals figures={preview} />
        </>
      )}
    </Card>
  );
}
