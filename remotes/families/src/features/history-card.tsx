import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { AuditHistory } from '@rihla/shared/ui/audit-history';
import { auditHistoryPaging } from '@rihla/shared/ui/audit-history-paging';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHistory } from './api/queries';

const LTR_FIELDS = new Set(['phone', 'parentPhone', 'email', 'parentEmail', 'nationalId', 'reference']);
const MONEY_FIELDS = new Set(['balanceHalalas', 'priceHalalas']);

/** A record's audit trail, field names in the operator's language (`<entity>.fields.<name>`). */
export function HistoryCard({
  resource,
  entity,
  id,
  names = {},
}: {
  resource: string;
  entity: string;
  id: string;
  /** Names of the records the entries refer to by id (the school, the stop...), shown instead of the id. */
  names?: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('families');
  const { locale } = useShell();
  const history = useHistory(resource, id);
  return (
    <Card title={t('common.history')}>
      <AuditHistory
        {...auditHistoryPaging(history)}
        fieldLabel={(field) =>
          i18n.exists(`${entity}.fields.${field}`, { ns: 'families' })
            ? t(`${entity}.fields.${field}`)
            : field
        }
        renderValue={(field, value) => {
          if (
            field === 'status' &&
            typeof value === 'string' &&
            i18n.exists(`${entity}.status.${value}`, { ns: 'families' })
          )
            return t(`${entity}.status.${value}`);
          if (typeof value === 'string' && names[value]) return names[value];
          if (MONEY_FIELDS.has(field) && typeof value === 'number')
            return <Ltr>{formatMoney(value, locale)}</Ltr>;
          if (LTR_FIELDS.has(field)) return <Ltr>{String(value)}</Ltr>;
          return undefined;
        }}
      />
    </Card>
  );
}
