import { AuditHistoryCard } from '@rihla/shared/ui/audit-history-card';
import { useTranslation } from 'react-i18next';
import { useHostNamespace } from '../../../i18n/use-host-namespace';
import { useOperatorHistory } from '../api/get-operator-history';

const LTR_FIELDS = ['email'];

/** Who changed the account and how: role, state, temporary passwords (never the password itself). */
export function OperatorHistory({ operatorId }: { operatorId: string }) {
  const { t } = useTranslation();
  return (
    <AuditHistoryCard
      title={t('operator.history')}
      history={useOperatorHistory(operatorId)}
      namespace={useHostNamespace()}
      entity="operator"
      valueLabels={{ role: ['roles'] }}
      ltrFields={LTR_FIELDS}
    />
  );
}
