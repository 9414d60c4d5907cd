import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { useTranslation } from 'react-i18next';
import { useParentHistory } from '../api/get-parent-history';

const LTR_FIELDS = ['phone', 'email', 'nationalId'];
const MONEY_FIELDS = ['balanceHalalas'];

/** The parent's audit trail, field names and values in the operator's language. */
export function ParentHistory({ parentId }: { parentId: string }) {
  const { t } = useTranslation('families');
  return (
    <AuditHistoryCard
      title={t('common.history')}
      history={useParentHistory(parentId)}
      namespace="families"
      entity="parent"
      ltrFields={LTR_FIELDS}
      moneyFields={MONEY_FIELDS}
    />
  );
}
