import { pathTo } from '@rihla/shared/routes/path-to';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { RequirePermission } from '@rihla/shared/ui/require-permission';
import { useTranslation } from 'react-i18next';
import { SettlementComposer } from '../features/settlements/components/settlement-composer';

/** Settlement details without an id: pick a driver and a period, see what is owed, store a draft. */
export default function SettlementComposePage() {
  const { t } = useTranslation('finance');
  return (
    <>
      <PageHeader title={t('settlement.compose.title')} backTo={pathTo('settlement-list')} />
      <RequirePermission permission="finance:write">
        <SettlementComposer />
      </RequirePermission>
    </>
  );
}
