import { pathTo } from '@rihla/shared/routes/path-to';
import { useParams } from '@rihla/shared/routes/router';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useTranslation } from 'react-i18next';
import { useSettlement } from '../features/settlements/api/get-settlement';
import { SettlementActions } from '../features/settlements/components/settlement-actions';
import { SettlementStatement } from '../features/settlements/components/settlement-statement';

/** One settlement: its statement (printable), approve when draft, pay when approved. */
export default function SettlementDetailsPage() {
  const { t } = useTranslation('finance');
  const { id = '' } = useParams();
  const settlement = useSettlement(id);
  return (
    <>
      <div className="finance-no-print">
        <PageHeader
          title={t('settlement.details.title')}
          subtitle={settlement.data ? <Ltr>#{settlement.data.number}</Ltr> : null}
          backTo={pathTo('settlement-list')}
        />
      </div>
      <LoadedRecord query={settlement}>
        {(data) => (
          <>
            <SettlementActions settlement={data} />
            <SettlementStatement settlement={data} />
          </>
        )}
      </LoadedRecord>
    </>
  );
}
